"""Alembic environment: always run with a connection handed in by database.migrations.upgrade."""

from alembic import context

from database.models import Base

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - the app never runs alembic without a connection
    raise RuntimeError("Toybox Arena runs its migrations from database.migrations.upgrade()")

context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,
    transactional_ddl=True,
)
with context.begin_transaction():
    context.run_migrations()
