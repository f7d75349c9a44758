"""The judge's table: a page served at `/` by `attackcheck serve` (static files in
`static/`), and the read-only endpoints it needs (`routes.py`)."""

from .routes import add_routes

__all__ = ["add_routes"]
