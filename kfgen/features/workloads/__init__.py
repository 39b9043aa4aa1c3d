"""What runs the training: one workload per backend (kfgen.features.base.Workload)."""
