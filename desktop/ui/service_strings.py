"""Marks the English templates of the service errors people meet most for lupdate (context
"ServiceErrors"); desktop.ui.errors.service_message translates them and fills in their parameters."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker)
    return text


SERVICE_ERROR_TEMPLATES = (
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "{what} was changed by {who} at {at} in the meantime (it now reads: {current}); "
        "reload it and enter your change again",
    ),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "the database is busy with another program for too long ({reason}); nothing was written, try again",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "the database is read-only ({reason}); nothing was written"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "the database file cannot be opened for writing ({reason}); nothing was written"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "the disk is full or failing ({reason}); nothing was written"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the database refused the change ({reason}); nothing was written"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{location}: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the import was cancelled; nothing was written"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{what} is longer than {n} characters"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "{what} holds an invisible or control character (U+{code}), which is not allowed"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "{what} must not be empty"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{what} must be one line"),
)
