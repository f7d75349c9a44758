"""The solver of attackcheck: the only package that imports OR-Tools."""

from .check import CheckResult, check, maximum
from .context import Context

__all__ = ["CheckResult", "Context", "check", "maximum"]
