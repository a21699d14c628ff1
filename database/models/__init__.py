"""All models; importing this module registers every table on Base.metadata.

Each area adds one import line below.
"""

from database.models.base import Base
from database.models.catalog import CatalogItemRow  # noqa: F401
from database.models.meta import AppSetting

__all__ = ["Base", "AppSetting"]
