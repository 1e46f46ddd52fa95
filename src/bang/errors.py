"""The two ways a request can be refused."""


class BangError(Exception):
    """Base class of every error the engine raises on purpose."""


class MalformedAction(BangError, ValueError):
    """The request cannot be read: unknown fields, unknown card or player, wrong types."""


class IllegalAction(BangError):
    """The request is well formed but the rules do not allow it now.

    The game is left exactly as it was.
    """
