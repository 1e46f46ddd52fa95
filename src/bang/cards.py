"""The cards' tables (kept for old imports; they live in ``bang.rulesets.base.box``)."""

from .rulesets.base.box import (
    BOX_CARDS,
    CARD_GOES_IN_PLAY,
    CARD_ID,
    CARD_IS_BLUE,
    CARD_IS_GREEN,
    CARD_KIND,
    CARD_RANGE,
    CARD_RANK,
    CARD_SUIT,
    COLT_RANGE,
    DECK_SIZE,
    KIND_BY_KEY,
    KIND_INFO,
    RANKS,
    Colour,
    Kind,
    KindInfo,
    Suit,
    Target,
    card_count,
    card_id,
    card_label,
    cards_of_kind,
    cards_with_id,
    dynamite_explodes,
    is_heart,
    is_red,
)

__all__ = [
    "BOX_CARDS", "CARD_GOES_IN_PLAY", "CARD_IS_GREEN", "card_count",
    "CARD_ID", "CARD_IS_BLUE", "CARD_KIND", "CARD_RANGE", "CARD_RANK", "CARD_SUIT", "COLT_RANGE",
    "DECK_SIZE", "KIND_BY_KEY", "KIND_INFO", "RANKS", "Colour", "Kind", "KindInfo", "Suit", "Target",
    "card_id", "card_label", "cards_of_kind", "cards_with_id", "dynamite_explodes", "is_heart", "is_red",
]
