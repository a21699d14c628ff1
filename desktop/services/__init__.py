"""Use cases: one function per user action, one transaction each; plain data in and out."""
