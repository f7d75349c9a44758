"""The curated card library, library.yaml: its schema and reading.

Each entry holds a card's Oracle text and checked fields (keywords, mana, colors) and, for
some, the effects tests expect the reader to find and a note. The index build merges these
entries into every index, where they win over the source's entry for the same card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal, Optional, Union

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .oracle import BOARD_KEYWORDS

__all__ = ["CardEntry", "FaceEntry", "LibraryFile", "face_dicts", "read_library"]

Color = Literal["W", "U", "B", "R", "G"]
ManaOption = Union[str, list[str]]


class FaceEntry(BaseModel):
    """One face of a card as stored in library.yaml."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    mana_cost: str = ""
    type_line: str
    oracle_text: str = ""
    types: list[str]
    subtypes: list[str] = Field(default_factory=list)
    supertypes: list[str] = Field(default_factory=list)
    colors: list[Color] = Field(default_factory=list)
    power: Optional[int] = None
    toughness: Optional[int] = None
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    keywords: list[str] = Field(default_factory=list)
    mana: list[ManaOption] = Field(default_factory=list)
    effects: Optional[list[dict[str, Any]]] = None  # expected static effects (checked by tests)
    note: Optional[str] = None

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, value: list[str]) -> list[str]:
        unknown = [k for k in value if k not in BOARD_KEYWORDS]
        if unknown:
            raise ValueError(f"keywords not in the board set: {unknown}")
        return value


class CardEntry(BaseModel):
    """A card in library.yaml: either one face (the FaceEntry fields at top level) or a
    double-faced card with `card_faces` (front face first)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    layout: Optional[str] = None
    card_faces: Optional[list[FaceEntry]] = None
    mana_cost: Optional[str] = None
    type_line: Optional[str] = None
    oracle_text: Optional[str] = None
    types: Optional[list[str]] = None
    subtypes: Optional[list[str]] = None
    supertypes: Optional[list[str]] = None
    colors: Optional[list[Color]] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    keywords: Optional[list[str]] = None
    mana: Optional[list[ManaOption]] = None
    effects: Optional[list[dict[str, Any]]] = None
    note: Optional[str] = None

    @model_validator(mode="after")
    def _one_face_or_faces(self) -> "CardEntry":
        if self.card_faces:
            if self.type_line is not None or self.oracle_text is not None or self.types is not None:
                raise ValueError("a card with card_faces keeps its fields in the faces")
        else:
            self.faces()  # the top-level fields must make a valid face
        return self

    def faces(self) -> list[FaceEntry]:
        if self.card_faces:
            return list(self.card_faces)
        data = self.model_dump(exclude={"layout", "card_faces"}, exclude_none=True)
        return [FaceEntry(**data)]


class LibraryFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = 1
    cards: list[CardEntry]



def read_library(path: Path) -> list[CardEntry]:
    """The entries of a library file; ValueError (with the pydantic or YAML message) if malformed."""
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        return list(LibraryFile.model_validate(raw).cards)
    except (OSError, yaml.YAMLError, ValidationError) as exc:
        raise ValueError(f"{path.name}: {exc}") from exc


_FACE_DEFAULTS: dict[str, Any] = {"mana_cost": "", "oracle_text": "", "subtypes": [], "supertypes": [], "colors": [],
                                  "power": None, "toughness": None, "loyalty": None, "defense": None, "keywords": [],
                                  "mana": [], "effects": None, "note": None}


def face_dicts(entry: dict) -> list[dict]:
    """The faces of a dumped CardEntry (``model_dump(exclude_none=True)``) as FaceEntry dicts
    with defaults filled, as ``CardEntry.faces()`` gives them, without pydantic."""
    if entry.get("card_faces"):
        raw = list(entry["card_faces"])
    else:
        raw = [{k: v for k, v in entry.items() if k not in ("layout", "card_faces")}]
    return [{**_FACE_DEFAULTS, **face} for face in raw]
