"""The names of the shipped catalog items that have a name in the interface language (classes, terrains),
and the units of catalog values, marked for lupdate. Proper names (figures, Marvel teams, glyphs, species)
stay as they are printed on the toys. ``values.shown_name`` and ``values.unit_text`` translate them."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the marker lupdate looks for)
    return text


NAMES = (
    # Attacktix classes (resources/catalog/attacktix/classes.json)
    QT_TRANSLATE_NOOP("CatalogNames", "Warrior"),
    QT_TRANSLATE_NOOP("CatalogNames", "Leader"),
    QT_TRANSLATE_NOOP("CatalogNames", "Captain"),
    QT_TRANSLATE_NOOP("CatalogNames", "Trooper"),
    QT_TRANSLATE_NOOP("CatalogNames", "Specialist"),
    QT_TRANSLATE_NOOP("CatalogNames", "Mega"),
    # Toy Battle terrains (resources/catalog/toybattle/terrains/)
    QT_TRANSLATE_NOOP("CatalogNames", "Battlefield"),
    QT_TRANSLATE_NOOP("CatalogNames", "Caribbean Sea"),
    QT_TRANSLATE_NOOP("CatalogNames", "Castle Field"),
    QT_TRANSLATE_NOOP("CatalogNames", "Cursed Cemetery"),
    QT_TRANSLATE_NOOP("CatalogNames", "City of Clouds"),
    QT_TRANSLATE_NOOP("CatalogNames", "Volcanic Jungle"),
    QT_TRANSLATE_NOOP("CatalogNames", "Tropical Pool"),
    QT_TRANSLATE_NOOP("CatalogNames", "Station Metal-X"),
    # Battle Helix terrains (resources/catalog/helix/terrains.json)
    QT_TRANSLATE_NOOP("CatalogNames", "Sunken Lagoon"),
    QT_TRANSLATE_NOOP("CatalogNames", "Caldera Ridge"),
    QT_TRANSLATE_NOOP("CatalogNames", "Stone Canyon"),
)

UNITS = (
    QT_TRANSLATE_NOOP("CatalogUnits", "tix"),
    QT_TRANSLATE_NOOP("CatalogUnits", "g"),
    QT_TRANSLATE_NOOP("CatalogUnits", "g·tix/s"),
    QT_TRANSLATE_NOOP("CatalogUnits", "°"),
)
