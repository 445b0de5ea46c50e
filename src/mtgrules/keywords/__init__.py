"""Keyword abilities (rule 702): one module per keyword, named after it.

Each module defines a ``Keyword`` subclass (see ``base.py``), implementing only the engine
extension points (``mtgrules.engine.hooks``) that its rules change, and registers it.
"""
