"""Rounds carry a version (several desks edit them), the round clock and requested byes get tables.

Revision ID: 0005_rounds_versioned
Revises: 0004_tournament

- ``rounds.version``: SQLAlchemy's ``version_id_col``, like matches, so that two desks editing one
  round (publish, undo, the clock) cannot overwrite each other silently.
- ``round_clocks``: the current round's time, stored so every desk and the page see one clock
  (started at, paused at, seconds added, its own version).
- ``requested_byes``: a player's request to sit out a round (scored as the event says), versioned.
"""

import sqlalchemy as sa
from alembic import op

revision = "0005_rounds_versioned"
down_revision = "0004_tournament"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("rounds") as batch:
        batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="1"))
    op.create_table(
        "round_clocks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("minutes", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.Column("paused_at", sa.DateTime(), nullable=True),
        sa.Column("paused_seconds", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("extra_seconds", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("updated_by", sa.String(100), nullable=False, server_default=""),
        sa.Column("version", sa.Integer(), nullable=False, server_default="1"),
        sa.PrimaryKeyConstraint("id", name="pk_round_clocks"),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name="fk_round_clocks_round_id_rounds", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("round_id", name="uq_round_clocks_round_id"),
    )
    op.create_table(
        "requested_byes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(100), nullable=False, server_default=""),
        sa.Column("version", sa.Integer(), nullable=False, server_default="1"),
        sa.PrimaryKeyConstraint("id", name="pk_requested_byes"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_requested_byes_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registrations.id"],
            name="fk_requested_byes_registration_id_registrations",
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint("registration_id", "round_number", name="uq_requested_byes_registration_id"),
    )
    op.create_index("ix_requested_byes_event_id", "requested_byes", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_requested_byes_event_id", table_name="requested_byes")
    op.drop_table("requested_byes")
    op.drop_table("round_clocks")
    with op.batch_alter_table("rounds") as batch:
        batch.drop_column("version")
