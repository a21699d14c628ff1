"""The names of the shipped catalog items that have a name in the interface language (classes, terrains,
the sample Battle Helix glyphs), and the units of catalog values, marked for lupdate. Proper names (figures,
Marvel teams, the coined species names) stay as they are printed on the toys. ``values.shown_name`` and
``values.unit_text`` translate them.

The Battle Helix glyphs are the app's own sample data (resources/catalog/helix/glyphs.json: "no published
glyph list"), named with plain English words; the catalog holds no Ukrainian names for them, so their
Ukrainian names here are this app's translation of those words (tools/glossary/fixtext.json), shown only
while a glyph keeps its shipped name: the stored data stays as it is, a renamed glyph shows as typed."""


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
    # Battle Helix sample glyphs (resources/catalog/helix/glyphs.json)
    QT_TRANSLATE_NOOP("CatalogNames", "Tide"),
    QT_TRANSLATE_NOOP("CatalogNames", "Surge"),
    QT_TRANSLATE_NOOP("CatalogNames", "Maelstrom"),
    QT_TRANSLATE_NOOP("CatalogNames", "Ripple"),
    QT_TRANSLATE_NOOP("CatalogNames", "Ember"),
    QT_TRANSLATE_NOOP("CatalogNames", "Blaze"),
    QT_TRANSLATE_NOOP("CatalogNames", "Inferno"),
    QT_TRANSLATE_NOOP("CatalogNames", "Boulder"),
    QT_TRANSLATE_NOOP("CatalogNames", "Quake"),
    QT_TRANSLATE_NOOP("CatalogNames", "Monolith"),
    QT_TRANSLATE_NOOP("CatalogNames", "Spark"),
    QT_TRANSLATE_NOOP("CatalogNames", "Arc"),
    QT_TRANSLATE_NOOP("CatalogNames", "Tempest"),
    QT_TRANSLATE_NOOP("CatalogNames", "Static"),
    QT_TRANSLATE_NOOP("CatalogNames", "Thorn"),
    QT_TRANSLATE_NOOP("CatalogNames", "Bloom"),
    QT_TRANSLATE_NOOP("CatalogNames", "Verdant"),
    QT_TRANSLATE_NOOP("CatalogNames", "Shade"),
    QT_TRANSLATE_NOOP("CatalogNames", "Eclipse"),
    QT_TRANSLATE_NOOP("CatalogNames", "Void"),
)

UNITS = (
    QT_TRANSLATE_NOOP("CatalogUnits", "tix"),
    QT_TRANSLATE_NOOP("CatalogUnits", "g"),
    QT_TRANSLATE_NOOP("CatalogUnits", "g·tix/s"),
    QT_TRANSLATE_NOOP("CatalogUnits", "°"),
)
