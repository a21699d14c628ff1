"""Squads: saved Attacktix squads, Battle Helix helixes and Toy Battle practice set-ups.

Revision ID: 0003_squads
Revises: 0001

No ``depends_on``: these tables hold no foreign key into the catalog (squads name catalog items by
kind and key), so the order against 0002_catalog does not matter. A ``depends_on`` would also make
Alembic store only this revision in alembic_version while ``ScriptDirectory.get_heads()`` still lists
0002_catalog, and the start-up check "current == heads" would then re-migrate on every open.
"""

import sqlalchemy as sa
from alembic import op

revision = "0003_squads"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "squads",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_squads"),
        sa.UniqueConstraint("kind", "name", name="uq_squads_kind_name"),
    )
    op.create_index("ix_squads_game", "squads", ["game"])
    op.create_table(
        "squad_items",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("squad_id", sa.Integer(), nullable=False),
        sa.Column("item_kind", sa.String(64), nullable=False),
        sa.Column("item_key", sa.String(200), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_squad_items"),
        sa.ForeignKeyConstraint(
            ["squad_id"], ["squads.id"], name="fk_squad_items_squad_id_squads", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("squad_id", "item_kind", "item_key", name="uq_squad_items_squad_id"),
    )
    op.create_index("ix_squad_items_item", "squad_items", ["item_kind", "item_key"])


def downgrade() -> None:
    op.drop_index("ix_squad_items_item", table_name="squad_items")
    op.drop_table("squad_items")
    op.drop_index("ix_squads_game", table_name="squads")
    op.drop_table("squads")
