"""`python -m benchmarks`: see benchmarks/runner.py and benchmarks/README.md."""

import sys

from .runner import main

if __name__ == "__main__":
    sys.exit(main())
