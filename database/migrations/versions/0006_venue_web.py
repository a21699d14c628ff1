"""The venue web (issue 26): players' personal codes and the results they report from their phones.

Revision ID: 0006_venue_web
Revises: 0005_rounds_versioned

- ``venue_codes``: one personal code per registration (unique), the wrong tries counted against it
  and its lock-out, versioned (the desk re-issues a code while a phone may be trying one).
- ``venue_reports``: a result reported by a player (the games as the game's result fields, the match
  version the player saw, waiting / counted / replaced / refused, and who decided).
"""

import sqlalchemy as sa
from alembic import op

revision = "0006_venue_web"
down_revision = "0005_rounds_versioned"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "venue_codes",
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("issued_at", sa.DateTime(), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("locked", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("version", sa.Integer(), nullable=False, server_default="1"),
        sa.PrimaryKeyConstraint("registration_id", name="pk_venue_codes"),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registrations.id"],
            name="fk_venue_codes_registration_id_registrations",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_venue_codes_event_id_events", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("code", name="uq_venue_codes_code"),
    )
    op.create_index("ix_venue_codes_event_id", "venue_codes", ["event_id"])
    op.create_table(
        "venue_reports",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(1), nullable=False),
        sa.Column("games", sa.JSON(), nullable=False),
        sa.Column("match_version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("decided_by", sa.String(100), nullable=False, server_default=""),
        sa.PrimaryKeyConstraint("id", name="pk_venue_reports"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_venue_reports_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["match_id"], ["matches.id"], name="fk_venue_reports_match_id_matches", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registrations.id"],
            name="fk_venue_reports_registration_id_registrations",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_venue_reports_event_id", "venue_reports", ["event_id"])
    op.create_index("ix_venue_reports_match_id", "venue_reports", ["match_id"])


def downgrade() -> None:
    op.drop_index("ix_venue_reports_match_id", table_name="venue_reports")
    op.drop_index("ix_venue_reports_event_id", table_name="venue_reports")
    op.drop_table("venue_reports")
    op.drop_index("ix_venue_codes_event_id", table_name="venue_codes")
    op.drop_table("venue_codes")
