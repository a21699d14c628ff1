"""Tournaments: clubs, players, events, stages, registrations, rounds, matches, game results,
penalties, result audit.

Revision ID: 0004_tournament
Revises: 0001

No ``depends_on``: registrations link to a saved squad by id only (no foreign key; the snapshot is
self-contained), so the order against the catalog and squads revisions does not matter.
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_tournament"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "clubs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_clubs"),
        sa.UniqueConstraint("name", name="uq_clubs_name"),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=True),
        sa.Column("rating", sa.Integer(), nullable=True),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_players"),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name="fk_players_club_id_clubs", ondelete="SET NULL"
        ),
    )
    op.create_index("ix_players_name", "players", ["name"])
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("date", sa.String(10), nullable=False),
        sa.Column("venue", sa.String(200), nullable=False),
        sa.Column("organiser", sa.String(200), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("game_settings", sa.JSON(), nullable=False),
        sa.Column("best_of", sa.Integer(), nullable=False),
        sa.Column("round_minutes", sa.Integer(), nullable=False),
        sa.Column("scoring", sa.JSON(), nullable=False),
        sa.Column("tiebreaks", sa.JSON(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_events"),
    )
    op.create_index("ix_events_game", "events", ["game"])
    op.create_table(
        "event_stages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("config", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_event_stages"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_event_stages_event_id_events", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("event_id", "position", name="uq_event_stages_event_id"),
    )
    op.create_table(
        "registrations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("club", sa.String(200), nullable=False),
        sa.Column("rating", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("checked_in", sa.Boolean(), nullable=False),
        sa.Column("joined_round", sa.Integer(), nullable=False),
        sa.Column("dropped_after_round", sa.Integer(), nullable=True),
        sa.Column("fixed_table", sa.Integer(), nullable=True),
        sa.Column("squad_id", sa.Integer(), nullable=True),
        sa.Column("squad_snapshot", sa.JSON(), nullable=True),
        sa.Column("squad_locked", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_registrations"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_registrations_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name="fk_registrations_player_id_players", ondelete="RESTRICT"
        ),
        sa.UniqueConstraint("event_id", "player_id", name="uq_registrations_event_id"),
    )
    op.create_index("ix_registrations_event_id", "registrations", ["event_id"])
    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("stage_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("report", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("published_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_rounds"),
        sa.ForeignKeyConstraint(
            ["stage_id"], ["event_stages.id"], name="fk_rounds_stage_id_event_stages", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_rounds_event_id_events", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("stage_id", "number", name="uq_rounds_stage_id"),
    )
    op.create_index("ix_rounds_event_id", "rounds", ["event_id"])
    op.create_table(
        "matches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("reg_a_id", sa.Integer(), nullable=False),
        sa.Column("reg_b_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(24), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("winner", sa.String(1), nullable=False),
        sa.Column("reason", sa.String(32), nullable=False),
        sa.Column("game_losses_a", sa.Integer(), nullable=False),
        sa.Column("game_losses_b", sa.Integer(), nullable=False),
        sa.Column("match_loss", sa.String(2), nullable=False),
        sa.Column("bracket_slot", sa.String(16), nullable=False),
        sa.Column("higher_seed", sa.String(1), nullable=False),
        sa.Column("pool", sa.Integer(), nullable=True),
        sa.Column("started", sa.Boolean(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("updated_by", sa.String(100), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_matches"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_matches_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name="fk_matches_round_id_rounds", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["reg_a_id"], ["registrations.id"], name="fk_matches_reg_a_id_registrations", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["reg_b_id"], ["registrations.id"], name="fk_matches_reg_b_id_registrations", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("code", name="uq_matches_code"),
    )
    op.create_index("ix_matches_event_id", "matches", ["event_id"])
    op.create_index("ix_matches_reg_a_id", "matches", ["reg_a_id"])
    op.create_index("ix_matches_reg_b_id", "matches", ["reg_b_id"])
    op.create_index("ix_matches_round_table", "matches", ["round_id", "table_no"])
    op.create_table(
        "game_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("outcome_a", sa.String(4), nullable=False),
        sa.Column("secondary_a", sa.Float(), nullable=False),
        sa.Column("secondary_b", sa.Float(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_game_results"),
        sa.ForeignKeyConstraint(
            ["match_id"], ["matches.id"], name="fk_game_results_match_id_matches", ondelete="CASCADE"
        ),
        sa.UniqueConstraint("match_id", "number", name="uq_game_results_match_id"),
    )
    op.create_table(
        "penalties",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("round_number", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(24), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(100), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_penalties"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_penalties_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["registrations.id"],
            name="fk_penalties_registration_id_registrations",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["match_id"], ["matches.id"], name="fk_penalties_match_id_matches", ondelete="SET NULL"
        ),
    )
    op.create_index("ix_penalties_event_id", "penalties", ["event_id"])
    op.create_table(
        "result_audit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("who", sa.String(100), nullable=False),
        sa.Column("action", sa.String(24), nullable=False),
        sa.Column("old", sa.JSON(), nullable=False),
        sa.Column("new", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_result_audit"),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name="fk_result_audit_event_id_events", ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["match_id"], ["matches.id"], name="fk_result_audit_match_id_matches", ondelete="CASCADE"
        ),
    )
    op.create_index("ix_result_audit_event_id", "result_audit", ["event_id"])
    op.create_index("ix_result_audit_match_id", "result_audit", ["match_id"])


def downgrade() -> None:
    for table, indexes in (
        ("result_audit", ("ix_result_audit_match_id", "ix_result_audit_event_id")),
        ("penalties", ("ix_penalties_event_id",)),
        ("game_results", ()),
        (
            "matches",
            ("ix_matches_round_table", "ix_matches_reg_b_id", "ix_matches_reg_a_id", "ix_matches_event_id"),
        ),
        ("rounds", ("ix_rounds_event_id",)),
        ("registrations", ("ix_registrations_event_id",)),
        ("event_stages", ()),
        ("events", ("ix_events_game",)),
        ("players", ("ix_players_name",)),
        ("clubs", ()),
    ):
        for ix in indexes:
            op.drop_index(ix, table_name=table)
        op.drop_table(table)
