"""The rulesets: each way to play BANG! as its own modules over one shared core.

``base/`` is the official base game (4-7 players); ``variants.py`` holds the
official variants as small changes of it; ``registry.py`` names them all. These
package files import nothing, so that any module may import ``base.box``.
"""
