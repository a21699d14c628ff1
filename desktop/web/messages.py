"""The venue web's words in English and Ukrainian, and the language a request asks for.

A small catalog of its own (the pages are served without Qt, so not through the .ts files): every key
has both languages (``tests/web/test_web_messages.py`` checks it, and that no English is left on a
Ukrainian page). Values are ``str.format`` templates; names and numbers come in as parameters.
The games' result labels and choices are the app's own translations (its "GameResults" context), read from
``resources/translations/toybox_<lang>_web.json``, which ``tools/translations.py`` writes from the .ts file
beside the .qm (the web has no Qt to read the .qm; the installer's bundle ships no .ts).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

__all__ = ["LANGUAGES", "MESSAGES", "negotiate", "Catalog", "catalog"]

LANGUAGES = ("en", "uk")

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "site.title": "{event}: venue web",
        "nav.home": "Event",
        "nav.pairings": "Pairings",
        "nav.standings": "Standings",
        "nav.bracket": "Bracket",
        "nav.me": "My event",
        "nav.language": "Українською",
        "index.heading": "{event}",
        "index.when": "{date}, {venue}",
        "index.game": "Game: {game}",
        "index.players": "{n} players",
        "index.round": "Round {n} of {total}",
        "index.no_round": "No round is published yet.",
        "index.rounds": "Pairings by round",
        "clock.heading": "Round clock",
        "clock.left": "left",
        "clock.not_started": "The clock has not started.",
        "clock.paused": "paused",
        "clock.time_up": "Time is up",
        "pairings.find": "Find your table",
        "pairings.find_hint": "Type part of your name",
        "pairings.no_table": "—",
        "pairings.none": "No round is published yet.",
        "pairings.pending": "playing",
        "standings.club": "Club",
        "standings.tiebreaks": "Tiebreakers, in order",
        "scroll.hint": "Scroll sideways for more →",
        "crosstable.round": "R{n}",
        "crosstable.legend": "Each cell: the opponent's place and the result (W win, D draw, L loss, B bye; {rest} no game that round).",
        "result.win": "W",
        "result.draw": "D",
        "result.loss": "L",
        "result.bye": "B",
        "bracket.none": "This event has no elimination stage yet.",
        "me.heading": "My event",
        "me.choose": "Choose your name to follow your matches.",
        "me.player": "Your name",
        "me.show": "Show",
        "me.matches": "My matches",
        "me.side": "Side",
        "me.side_a": "A (first seat)",
        "me.side_b": "B (second seat)",
        "me.next": "Now: table {table} against {opponent}, side {side}",
        "me.next_bye": "Now: you have the bye",
        "me.next_rest": "Now: you have the bye (no game this round, no points)",
        "me.place": "Place {rank}, {points} points",
        "me.not_found": "No such player in this event.",
        "me.code_heading": "Check in and report results",
        "me.code_help": "Enter the personal code printed on your slip or score sheet.",
        "me.code": "Personal code",
        "me.sign_in": "Enter",
        "me.sign_out": "Leave",
        "me.signed_in": "You are signed in as {name}.",
        "checkin.button": "Check in",
        "checkin.done": "You are checked in.",
        "checkin.already": "You are checked in.",
        "checkin.refused": "The check-in was refused: please see the organiser.",
        "report.heading": "Report the result of round {n}",
        "report.game": "Game {n}",
        "report.send": "Send the result",
        "report.sent": "Your report is saved. It counts when your opponent reports the same, or when the organiser accepts it.",
        "report.counted": "Both players reported the same result: it counts.",
        "report.disagree": "Your opponent reported something else: the organiser will decide.",
        "report.refused_late": "Too late: the match already has a result (or it changed since you opened it).",
        "report.current": "Current result: {result}",
        "report.waiting": "Waiting for your opponent or the organiser.",
        "report.invalid": "The result is not valid: {field}",
        "report.refused": "The result is not valid: {field}: {reason}",
        "report.range": "must be from {minimum} to {maximum}",
        "report.none_open": "You have no match to report.",
        "code.wrong": "That code is not right.",
        "code.locked": "Too many wrong codes for this player: ask the organiser for a new code.",
        "code.throttled": "Too many wrong codes from this device: wait {minutes} minutes.",
        "code.no_player": "Choose your name.",
        "error.forbidden": "This form has expired: open the page again.",
        "error.not_found": "Not found.",
        "error.too_large": "The request is too large.",
        "error.too_many": "Too many requests: wait a moment.",
        "error.general": "Something went wrong: {message}",
        "live.connected": "live",
        "live.offline": "offline",
        "live.changed": "Results changed — update the page",
        "footer.published": "Published {when} by Toybox Arena.",
        "footer.live": "Served by the organiser's desk.",
        "side.a": "A",
        "side.b": "B",
        "field.winner": "Winner",
        "field.choose": "(choose)",
        "field.none": "nobody",
        "field.required": "required",
    },
    "uk": {
        "site.title": "{event}: сайт турніру",
        "nav.home": "Турнір",
        "nav.pairings": "Пари",
        "nav.standings": "Таблиця",
        "nav.bracket": "Сітка",
        "nav.me": "Мій турнір",
        "nav.language": "In English",
        "index.heading": "{event}",
        "index.when": "{date}, {venue}",
        "index.game": "Гра: {game}",
        "index.players": "Гравців: {n}",
        "index.round": "Тур {n} з {total}",
        "index.no_round": "Жоден тур ще не оприлюднено.",
        "index.rounds": "Пари за турами",
        "clock.heading": "Годинник туру",
        "clock.left": "залишилось",
        "clock.not_started": "Годинник ще не запущено.",
        "clock.paused": "пауза",
        "clock.time_up": "Час вийшов",
        "pairings.find": "Знайдіть свій стіл",
        "pairings.find_hint": "Введіть частину свого імені",
        "pairings.no_table": "—",
        "pairings.none": "Жоден тур ще не оприлюднено.",
        "pairings.pending": "грають",
        "standings.club": "Клуб",
        "standings.tiebreaks": "Додаткові показники, за порядком",
        "scroll.hint": "Гортайте вбік, щоб побачити більше →",
        "crosstable.round": "Т{n}",
        "crosstable.legend": "У клітинці: місце суперника і результат (В перемога, Н нічия, П поразка, Б вільний тур; {rest} без гри в цьому турі).",
        "result.win": "В",
        "result.draw": "Н",
        "result.loss": "П",
        "result.bye": "Б",
        "bracket.none": "У цьому турнірі ще немає етапу на вибування.",
        "me.heading": "Мій турнір",
        "me.choose": "Виберіть своє ім'я, щоб стежити за своїми матчами.",
        "me.player": "Ваше ім'я",
        "me.show": "Показати",
        "me.matches": "Мої матчі",
        "me.side": "Сторона",
        "me.side_a": "A (перше місце)",
        "me.side_b": "B (друге місце)",
        "me.next": "Зараз: стіл {table} проти {opponent}, сторона {side}",
        "me.next_bye": "Зараз: у вас вільний тур",
        "me.next_rest": "Зараз: у вас вільний тур (цього туру без гри, без очок)",
        "me.place": "Місце {rank}, очок: {points}",
        "me.not_found": "У цьому турнірі немає такого гравця.",
        "me.code_heading": "Реєстрація на місці та результати",
        "me.code_help": "Введіть особистий код, надрукований на вашому бланку чи протоколі.",
        "me.code": "Особистий код",
        "me.sign_in": "Увійти",
        "me.sign_out": "Вийти",
        "me.signed_in": "Ви увійшли як {name}.",
        "checkin.button": "Зареєструватися",
        "checkin.done": "Вас зареєстровано на місці.",
        "checkin.already": "Вас зареєстровано на місці.",
        "checkin.refused": "Реєстрацію відхилено: зверніться до організатора.",
        "report.heading": "Повідомити результат туру {n}",
        "report.game": "Гра {n}",
        "report.send": "Надіслати результат",
        "report.sent": "Ваше повідомлення збережено. Воно зарахується, коли суперник повідомить те саме або організатор його прийме.",
        "report.counted": "Обидва гравці повідомили однаковий результат: його зараховано.",
        "report.disagree": "Суперник повідомив інше: вирішить організатор.",
        "report.refused_late": "Запізно: матч уже має результат (або він змінився, відколи ви відкрили сторінку).",
        "report.current": "Поточний результат: {result}",
        "report.waiting": "Чекаємо на суперника або організатора.",
        "report.invalid": "Результат недійсний: {field}",
        "report.refused": "Результат недійсний: {field}: {reason}",
        "report.range": "має бути від {minimum} до {maximum}",
        "report.none_open": "У вас немає матчу, про який треба повідомити.",
        "code.wrong": "Код неправильний.",
        "code.locked": "Забагато неправильних кодів для цього гравця: попросіть в організатора новий код.",
        "code.throttled": "Забагато неправильних кодів із цього пристрою: зачекайте {minutes} хв.",
        "code.no_player": "Виберіть своє ім'я.",
        "error.forbidden": "Форма застаріла: відкрийте сторінку знову.",
        "error.not_found": "Не знайдено.",
        "error.too_large": "Запит завеликий.",
        "error.too_many": "Забагато запитів: зачекайте трохи.",
        "error.general": "Щось пішло не так: {message}",
        "live.connected": "наживо",
        "live.offline": "немає зв'язку",
        "live.changed": "Результати змінилися — оновити сторінку",
        "footer.published": "Оприлюднено {when}, Toybox Arena.",
        "footer.live": "Дані з комп'ютера організатора.",
        "side.a": "A",
        "side.b": "B",
        "field.winner": "Переможець",
        "field.choose": "(виберіть)",
        "field.none": "ніхто",
        "field.required": "обов'язково",
    },
}

def negotiate(accept_language: str | None, default: str = "en") -> str:
    """The language of the pages for an ``Accept-Language`` header: the supported language with the
    highest weight (``uk-UA,uk;q=0.9,en;q=0.8`` -> uk), else ``default``. Malformed parts are skipped;
    a long header is read only in its first 1,000 characters."""
    best, best_q = default, -1.0
    for position, part in enumerate((accept_language or "")[:1000].split(",")):
        bits = part.strip().split(";")
        tag = bits[0].strip().lower()
        if not tag:
            continue
        q = 1.0
        for param in bits[1:]:
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if not 0.0 < q <= 1.0:
            continue
        lang = tag.split("-")[0]
        if lang in LANGUAGES and (q > best_q or (q == best_q and position == 0)):
            best, best_q = lang, q
    return best


class Catalog:
    """The words of one language: ``t(key, **params)``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        self._messages: Mapping[str, str] = MESSAGES[self.lang]

    def t(self, key: str, **params: object) -> str:
        text = self._messages[key]
        return text.format(**params) if params else text


_CATALOGS = {lang: Catalog(lang) for lang in LANGUAGES}


def catalog(lang: str) -> Catalog:
    return _CATALOGS.get(lang, _CATALOGS["en"])


# The English of the games' result choices, as the desk's result form shows them (their translations are
# in the "GameResults" context of the app's translation files, read through the file below).
CHOICE_LABELS = {
    "hq": "a troop reached the enemy HQ",
    "medals": "medal target reached",
    "end_medals": "no move left: more medals",
    "end_tiebreak": "no move left, equal medals",
    "time_called": "time called",
    "last_figure": "last figure knocked out",
    "double_knockout": "double knock-out",
    "pieces": "all pieces taken",
    "blue": "blue",
    "red": "red",
}

# The contexts of the app's translation files (``resources/translations/toybox_<lang>.ts``) that the venue
# web shows: the games' result field labels and choices, as the desk's result form shows them; the printed
# sheets' captions and terms, for the words the pages share with them (paper_words.PAPER_CONTEXTS).
APP_CONTEXTS = ("GameResults", "Reports", "ReportTerms")


def app_strings_name(lang: str) -> str:
    """The file, beside the app's ``toybox_<lang>.qm``, holding the translations of :data:`APP_CONTEXTS`
    (``tools/translations.py`` writes it from the .ts: the web has no Qt to read the .qm, and the bundle
    ships no .ts)."""
    return f"toybox_{lang}_web.json"


def read_ts(path: Path, contexts: tuple[str, ...] = APP_CONTEXTS) -> dict[str, dict[str, str]]:
    """{context: {English: translation}} of ``contexts`` in a Qt Linguist .ts file: every finished,
    single-form message (an unfinished, obsolete or vanished one is left out, and the English then shows).
    Standard library only. The definition of what :func:`app_context` reads from the generated file
    (``tests/web/test_web_app_strings.py`` keeps them equal)."""
    import xml.etree.ElementTree as ET

    out: dict[str, dict[str, str]] = {context: {} for context in contexts}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        if name not in out:
            continue
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if tr.text:
                out[name][source] = tr.text
    return out


_APP_STRINGS: dict[str, dict[str, dict[str, str]]] = {}


def app_context(lang: str, context: str) -> dict[str, str]:
    """English -> translation of one of :data:`APP_CONTEXTS` of the app's translation into ``lang``, from
    ``resources/translations/toybox_<lang>_web.json``. A missing or unreadable file, or a text it lacks,
    leaves the English."""
    strings = _APP_STRINGS.get(lang)
    if strings is None:
        import json

        from desktop.paths import resources_dir

        path = resources_dir() / "translations" / app_strings_name(lang)
        try:
            loaded = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            loaded = {}
        strings = {
            str(name): {str(k): str(v) for k, v in texts.items()}
            for name, texts in (loaded.items() if isinstance(loaded, dict) else ())
            if isinstance(texts, dict)
        }
        _APP_STRINGS[lang] = strings
    return strings.get(context, {})


def game_text(lang: str, english: str) -> str:
    """A game's result field label or choice label in ``lang`` (the desk's own translation)."""
    if lang == "en":
        return english
    return app_context(lang, "GameResults").get(english, english)
