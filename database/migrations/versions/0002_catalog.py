"""Catalog: one table of items of every kind (figures, glyphs, troops, terrains ...).

Revision ID: 0002_catalog
"""

import sqlalchemy as sa
from alembic import op

revision = "0002_catalog"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "catalog_items",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(60), nullable=False),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("name", sa.String(300), nullable=False, server_default=""),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("placeholders", sa.JSON(), nullable=False),
        sa.Column("archived", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("source", sa.String(20), nullable=False, server_default="user"),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_catalog_items"),
        sa.UniqueConstraint("kind", "key", name="uq_catalog_items_kind_key"),
    )
    op.create_index("ix_catalog_items_kind", "catalog_items", ["kind"])
    # A database created before the catalog existed gets the shipped items now (a fresh one is seeded
    # by database.seed, which skips what is already there).
    from database.models.catalog import seed_catalog

    seed_catalog(op.get_bind())


def downgrade() -> None:
    op.drop_index("ix_catalog_items_kind", table_name="catalog_items")
    op.drop_table("catalog_items")
