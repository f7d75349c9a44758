"""Benchmarks of attackcheck (issue 4): board generators (boards.py) and the runner
(runner.py, `python -m benchmarks`)."""
