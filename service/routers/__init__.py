"""HTTP routes: validate, call one domain function, return."""
