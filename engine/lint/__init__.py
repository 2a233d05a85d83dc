"""Core lint rules, one module per kind of map element."""
