"""Benchmarks of mtgrules: playouts, copies, saving, loading, memory. Run ``python -m benchmarks``
from the repository root (or ``mtgrules bench``)."""
