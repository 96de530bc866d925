"""Task families of the learning-loop benchmark (``bench.lessons``): what a scripted agent
attempts, how its default fails, and what fixes it.

Each family is one recurring task of one user (a bank holds every family of its language).
The simulated agent meets it again and again, in new sessions on later days. ``bench.lessons``
turns a family into turns (user request, the agent's attempt, the tool's answer or the user's
objection, the fix, the outcome) with the texts given here; the service sees only those turns.

Shapes (what goes wrong with the agent's default, and what the fix is):

- ``precondition``: a tool fails until something is set up first (a font installed, a
  dependency added, a login refreshed). The failure is the tool's error.
- ``retry_param``: a flaky or slow API fails until it is called with a parameter
  (a longer timeout, retries, a smaller page). The failure is the tool's error; the fix is a
  second call with that parameter.
- ``wrong_param``: a tool refuses the agent's default argument (a date format, an encoding,
  a region); the fix is the argument it wants.
- ``format``: the user rejects the form of what the agent delivered (a transcript instead of
  bullet points, a table instead of prose). The failure is the user's objection.
- ``approach``: the agent proposes an approach, the user turns it down, the agent proposes
  another and the user accepts it. The failure is the user's refusal.
"""

from __future__ import annotations

from dataclasses import dataclass

SHAPES = ("precondition", "retry_param", "wrong_param", "format", "approach")
TOOL_SHAPES = ("precondition", "retry_param", "wrong_param")


@dataclass(frozen=True)
class Family:
    slug: str  # "en-pdf-font": language prefix, then a few words
    lang: str  # "en" | "zh"
    shape: str  # one of SHAPES
    tool: str  # the tool the task calls ("export_pdf"); for format/approach the tool that
    # delivers the result, or "" when the agent answers in prose
    goals: tuple[str, ...]  # at least 4: the user's request, worded differently each time
    attempt: str  # the agent's turn doing (or proposing) its default
    failure: str  # the tool's error text (tool shapes) or the user's objection (user shapes)
    fix: str  # the agent's turn that applies the fix after the failure, as agents narrate it
    fix_first: str  # the agent's turn when it applies the fix from the start
    success: str  # the tool's output on success (tool shapes) or the delivered result
    ack: str  # the user's last word on success
    marker: str  # a phrase every text that names the fix contains (case-insensitive)
    fix_args: dict[str, str] | None = None  # retry_param / wrong_param: the argument(s) the
    # successful call carries (the failed call carries none, or the default)
    distractor: str = ""  # a turn of this user that shares words with the goal but is not it


def validate(families: tuple[Family, ...]) -> None:
    slugs = [f.slug for f in families]
    assert len(slugs) == len(set(slugs)), "duplicate slugs"
    for f in families:
        assert f.lang in ("en", "zh") and f.slug.startswith(f.lang + "-"), f.slug
        assert f.shape in SHAPES, f.slug
        assert len(f.goals) >= 4 and len(set(f.goals)) == len(f.goals), f.slug
        assert f.marker.lower() in f.fix.lower(), f"{f.slug}: the fix must name the marker"
        assert f.marker.lower() in f.fix_first.lower(), f"{f.slug}: fix_first must name it"
        assert f.marker.lower() not in f.attempt.lower(), f"{f.slug}: the attempt must not"
        for goal in f.goals:
            assert f.marker.lower() not in goal.lower(), f"{f.slug}: a goal names the fix"
        if f.shape in TOOL_SHAPES:
            assert f.tool, f"{f.slug}: a tool shape needs its tool"
        if f.shape in ("retry_param", "wrong_param"):
            assert f.fix_args, f"{f.slug}: needs fix_args"
