"""All models; importing this module registers every table on Base.metadata.

Each area adds one import line below.
"""

from database.models.base import Base
from database.models.catalog import CatalogItemRow  # noqa: F401
from database.models.meta import AppSetting
from database.models.squads import SquadItemRow, SquadRow  # noqa: F401
from database.models.tournament import EventRow, MatchRow, PlayerRow  # noqa: F401

__all__ = ["Base", "AppSetting"]
