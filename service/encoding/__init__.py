"""Retain: turning what agents send into stored episodes and memories."""
