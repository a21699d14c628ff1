"""A PostgreSQL server connection as people enter it (host, port, database, user, password, TLS mode).

The password is never part of what is saved: :func:`url` builds the URL to open with it, while
:meth:`ConnectionSpec.saved` is the same without it (for the settings file). A password comes from
the form, the system keyring (:func:`keyring_password` / :func:`remember_password`, where a keyring
backend is available) or libpq's own ``PGPASSFILE``/``~/.pgpass`` (psycopg reads it when none is given).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from desktop.services.errors import ServiceError

TLS_MODES = ("prefer", "require", "verify-ca", "verify-full", "disable")
KEYRING_SERVICE = "toybox-arena-postgresql"

__all__ = [
    "TLS_MODES",
    "ConnectionSpec",
    "url",
    "test_connection",
    "keyring_available",
    "keyring_password",
    "remember_password",
]


@dataclass(frozen=True)
class ConnectionSpec:
    host: str = "localhost"
    port: int = 5432
    database: str = "toybox"
    user: str = ""
    tls: str = "prefer"

    def saved(self) -> dict[str, object]:
        """What may be written to the settings file (no password, ever)."""
        return asdict(self)

    @classmethod
    def from_saved(cls, data: dict[str, object]) -> ConnectionSpec:
        def text(key: str, default: str) -> str:
            v = data.get(key)
            return str(v) if isinstance(v, str | int) and str(v) else default

        try:
            port = int(str(data.get("port", 5432)))
        except ValueError:
            port = 5432
        tls = text("tls", "prefer")
        return cls(
            host=text("host", "localhost"),
            port=port if 0 < port < 65536 else 5432,
            database=text("database", "toybox"),
            user=text("user", ""),
            tls=tls if tls in TLS_MODES else "prefer",
        )

    def key(self) -> str:
        """The keyring entry's name: user@host:port/database."""
        return f"{self.user}@{self.host}:{self.port}/{self.database}"


def check(spec: ConnectionSpec) -> None:
    if not spec.host.strip():
        raise ServiceError("enter the server's host name or address")
    if not spec.database.strip():
        raise ServiceError("enter the database name")
    if not 0 < spec.port < 65536:
        raise ServiceError("the port is a number from 1 to 65535")
    if spec.tls not in TLS_MODES:
        raise ServiceError("unknown TLS mode {mode}", mode=spec.tls)
    for text_ in (spec.host, spec.database, spec.user):
        if any(ord(c) < 32 for c in text_):
            raise ServiceError("the connection fields cannot hold control characters")


def url(spec: ConnectionSpec, password: str | None = None) -> str:
    """The SQLAlchemy URL to open (holding the password only in memory)."""
    from sqlalchemy.engine import URL

    check(spec)
    return URL.create(
        "postgresql+psycopg",
        username=spec.user or None,
        password=password or None,
        host=spec.host.strip(),
        port=spec.port,
        database=spec.database.strip(),
        query={"sslmode": spec.tls},
    ).render_as_string(hide_password=False)


def test_connection(spec: ConnectionSpec, password: str | None = None, timeout_s: int = 5) -> str:
    """Connect once; return the server's version, or raise a ServiceError saying why not."""
    import psycopg

    check(spec)
    try:
        with psycopg.connect(
            host=spec.host.strip(),
            port=spec.port,
            dbname=spec.database.strip(),
            user=spec.user or None,
            password=password or None,
            sslmode=spec.tls,
            connect_timeout=timeout_s,
        ) as conn:
            version = conn.execute("SHOW server_version").fetchone()
    except psycopg.Error as exc:
        lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
        reason = lines[0] if lines else type(exc).__name__
        raise ServiceError("could not connect: {reason}", reason=reason[:300]) from exc
    return f"PostgreSQL {version[0] if version else '?'}"


def keyring_available() -> bool:
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return False
    try:
        return not isinstance(keyring.get_keyring(), fail.Keyring)
    except Exception:  # noqa: BLE001 - a broken backend is no backend
        return False


def keyring_password(spec: ConnectionSpec) -> str | None:
    if not keyring_available():
        return None
    import keyring

    try:
        return keyring.get_password(KEYRING_SERVICE, spec.key())
    except Exception:  # noqa: BLE001 - the keyring refused: ask instead
        return None


def remember_password(spec: ConnectionSpec, password: str) -> bool:
    """Store the password in the system keyring; False when there is none (then it is asked again)."""
    if not keyring_available():
        return False
    import keyring

    try:
        keyring.set_password(KEYRING_SERVICE, spec.key(), password)
    except Exception:  # noqa: BLE001 - the keyring refused
        return False
    return True
