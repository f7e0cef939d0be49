"""Paths the tests read: the repository's cases and sample records."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture
def samples() -> Path:
    return ROOT / "games" / "samples"
