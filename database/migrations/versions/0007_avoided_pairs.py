"""Pairs an organiser never pairs (issue 24: family, one car).

Revision ID: 0007_avoided_pairs
Revises: 0006_venue_web

- ``avoided_pairs``: two registrations of one event that the Swiss pairing keeps apart (the lower
  registration id first, one row per pair), who asked and when.
"""

import sqlalchemy as sa
from alembic import op

revision = "0007_avoided_pairs"
down_revision = "0006_venue_web"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "avoided_pairs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("reg_a_id", sa.Integer(), nullable=False),
        sa.Column("reg_b_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(100), nullable=False, server_default=""),
        sa.PrimaryKeyConstraint("id", name="pk_avoided_pairs"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_avoided_pairs_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["reg_a_id"],
            ["registrations.id"],
            name="fk_avoided_pairs_reg_a_id_registrations",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["reg_b_id"],
            ["registrations.id"],
            name="fk_avoided_pairs_reg_b_id_registrations",
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint("reg_a_id", "reg_b_id", name="uq_avoided_pairs_reg_a_id"),
    )
    op.create_index("ix_avoided_pairs_event_id", "avoided_pairs", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_avoided_pairs_event_id", table_name="avoided_pairs")
    op.drop_table("avoided_pairs")
