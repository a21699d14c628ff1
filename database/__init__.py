"""Persistence: SQLAlchemy models, engine and sessions, Alembic migrations, seeding. No Qt."""
