"""What every output shares: object metadata, names and the pod template. Imports no feature."""
