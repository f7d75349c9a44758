"""The solver of attackcheck: the only package that imports OR-Tools."""

if __name__ != "attackcheck.solver":  # reached as top-level `solver` from the repository root
    raise ImportError("solver/ is the package attackcheck.solver; import it as attackcheck.solver "
                      "(as `solver` it would be a second copy with classes of its own)")


from .check import CheckResult, check, maximum
from .context import Context

__all__ = ["CheckResult", "Context", "check", "maximum"]
