"""Benchmarks of attackcheck: board generators (boards.py) and the runner
(runner.py, `python -m benchmarks`)."""
