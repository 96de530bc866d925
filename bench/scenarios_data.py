"""Hand-written multi-session scenarios for ``bench.scenarios``: the English half, and the types.

A scenario is an assistant helping one user over weeks: sessions days apart, each a run of
turns (user and assistant, with chit-chat in between), then probes asked at the end. A probe
checks that recall returns the *current* fact, not merely a similar one:

- ``current``: a phrase that must appear in the text of one of the top-5 memories;
- ``stale``: phrases of superseded, rejected or expired facts that must not appear there;
- ``resolves_to``: for a coreference probe ("that order", "上次那个方案"), what the
  response's ``resolved_query`` should contain (an order id, the accepted plan...).

Phrases match case-insensitively as substrings, so they are chosen not to occur inside each
other ("$1M" is not inside "$1.2M") and a stale phrase never shares a turn with the current
one. ``validate`` checks what can be checked mechanically. The Chinese half lives in
``bench.scenarios_data_zh``.

Probe kinds: preference (changes), value (budget, date, price changes), plan (rejected then
accepted), coreference, trip (a stay with an end date, asked after it), task (dates),
noise (a fact buried in chit-chat), fact (stated once, never changed).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import pairwise

TURN_GAP = timedelta(seconds=90)  # the clock inside a session: one turn every 90 s
PROBE_KINDS = ("preference", "value", "plan", "coreference", "trip", "task", "noise", "fact")
# The current-facts set (bench.facts) adds its own categories: an update said without
# "changed", a rejection of one option among several, facts that look alike but are both
# true, a temporary state that ended, a question bounded in time, and "why".
FACT_KINDS = (
    "update",
    "preference",
    "rejection",
    "distinct",
    "ended",
    "coreference",
    "window",
    "why",
)


@dataclass(frozen=True)
class Turn:
    role: str  # user | assistant
    text: str


@dataclass(frozen=True)
class Session:
    start: str  # ISO-8601 with a zone
    turns: tuple[Turn, ...]


@dataclass(frozen=True)
class Probe:
    query: str
    current: str
    kind: str
    now: str  # ISO-8601 with a zone
    session: int  # 1-based; len(sessions) + 1 is a new session opened for the probe
    stale: tuple[str, ...] = ()
    resolves_to: str | None = None
    also: tuple[str, ...] = ()  # phrases that must be in the top 5 too (facts both true)


@dataclass(frozen=True)
class Scenario:
    slug: str  # ASCII; session ids are "<slug>-s<n>"
    lang: str  # en | zh
    sessions: tuple[Session, ...]
    probes: tuple[Probe, ...]

    def session_id(self, n: int) -> str:
        return f"{self.slug}-s{n}"

    def turns(self) -> list[dict[str, str]]:
        """Every turn in order, as a retain item: content, role, session_id, timestamp."""
        items = []
        for n, session in enumerate(self.sessions, start=1):
            start = datetime.fromisoformat(session.start)
            for i, turn in enumerate(session.turns):
                items.append(
                    {
                        "content": turn.text,
                        "role": turn.role,
                        "session_id": self.session_id(n),
                        "timestamp": (start + i * TURN_GAP).isoformat(),
                    }
                )
        return items


def u(text: str) -> Turn:
    return Turn("user", text)


def a(text: str) -> Turn:
    return Turn("assistant", text)


def s(start: str, *turns: Turn) -> Session:
    return Session(start, turns)


def validate(scenarios: tuple[Scenario, ...]) -> None:
    """Raise ValueError on a scenario the benchmark could not score fairly."""
    slugs = [sc.slug for sc in scenarios]
    if len(set(slugs)) != len(slugs):
        raise ValueError("duplicate scenario slugs")
    for sc in scenarios:
        where = f"scenario {sc.slug!r}"
        if not sc.slug.isascii() or sc.lang not in ("en", "zh") or not sc.probes:
            raise ValueError(f"{where}: bad slug or language, or no probes")
        starts = [datetime.fromisoformat(x.start) for x in sc.sessions]
        if any(b - a_ < timedelta(days=1) for a_, b in pairwise(starts)):
            raise ValueError(f"{where}: sessions must be at least a day apart")
        texts = [t.text.casefold() for x in sc.sessions for t in x.turns]
        last = datetime.fromisoformat(sc.turns()[-1]["timestamp"])
        for probe in sc.probes:
            at = f"{where}, probe {probe.query!r}"
            if probe.kind not in PROBE_KINDS + FACT_KINDS:
                raise ValueError(f"{at}: unknown kind {probe.kind!r}")
            now = datetime.fromisoformat(probe.now)
            if now.tzinfo is None or now <= last:
                raise ValueError(f"{at}: now must be zoned and after the last turn")
            if not 1 <= probe.session <= len(sc.sessions) + 1:
                raise ValueError(f"{at}: no such session {probe.session}")
            current = probe.current.casefold()
            if not any(current in t for t in texts):
                raise ValueError(f"{at}: current phrase {probe.current!r} is in no turn")
            for phrase in probe.stale:
                stale = phrase.casefold()
                if not any(stale in t for t in texts):
                    raise ValueError(f"{at}: stale phrase {phrase!r} is in no turn")
                # An option list names the accepted option and the rejected one in one turn.
                together = probe.kind != "rejection" and any(
                    stale in t and current in t for t in texts
                )
                if stale in current or current in stale or together:
                    raise ValueError(f"{at}: stale {phrase!r} shares a turn with current")
            for phrase in probe.also:
                if not any(phrase.casefold() in t for t in texts):
                    raise ValueError(f"{at}: also phrase {phrase!r} is in no turn")
                if any(
                    phrase.casefold() in st.casefold() or st.casefold() in phrase.casefold()
                    for st in probe.stale
                ):
                    raise ValueError(f"{at}: also phrase {phrase!r} overlaps a stale one")
            if (probe.kind == "coreference") != (probe.resolves_to is not None):
                raise ValueError(f"{at}: resolves_to is for coreference probes only")
            if probe.resolves_to and not any(probe.resolves_to.casefold() in t for t in texts):
                raise ValueError(f"{at}: resolves_to {probe.resolves_to!r} is in no turn")


NY, SF, LON = "-04:00", "-07:00", "+01:00"

EN_SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "coffee-to-tea",
        "en",
        (
            s(
                f"2026-04-06T07:40:00{NY}",
                u(
                    "Morning! Is there a café near Union Square that opens before 7? I love "
                    "coffee, a double espresso is how I start every day."
                ),
                a("Joe Coffee on 14th Street opens at 6:30 and pulls a very good double espresso."),
                u("Perfect. Ugh, it's pouring again, is it going to rain all week?"),
                a("Showers through Thursday, clearing up by the weekend."),
                u("ok thanks"),
            ),
            s(
                f"2026-04-20T12:15:00{NY}",
                u("What's a good birthday gift for my boss? She's really into gardening."),
                a("A Japanese pruning set, a good kneeling pad, or a seed club subscription."),
                u("Let's go with the pruning set, she's always borrowing mine."),
                a("Good choice. Okatsune makes a classic pair for about $60."),
                u("haha my cat just knocked a plant off the windowsill"),
                a("Sounds like he disagrees with the gardening theme."),
            ),
            s(
                f"2026-05-11T09:05:00{NY}",
                u(
                    "Heads up: I quit coffee two weeks ago, my doctor said it's wrecking my "
                    "sleep. Tea only now, mostly green tea."
                ),
                a("Got it, tea only from now on. Genmaicha or a good sencha might suit mornings."),
                u("Genmaicha sounds lovely. How's your Monday going?"),
                a("Quiet so far! Anything else I can help with?"),
                u("nope, that's all"),
            ),
        ),
        (
            Probe(
                "Can you order my usual morning drink for pickup?",
                "tea only",
                "preference",
                f"2026-05-20T08:00:00{NY}",
                4,
                stale=("love coffee", "double espresso"),
            ),
            Probe(
                "Which gift did we pick for my boss?",
                "pruning set",
                "fact",
                f"2026-05-20T08:05:00{NY}",
                4,
            ),
        ),
    ),
    Scenario(
        "house-budget",
        "en",
        (
            s(
                f"2026-04-02T20:10:00{SF}",
                u(
                    "We're finally starting to look at houses in the South Bay. Our budget is "
                    "$1M, and that's a hard cap."
                ),
                a(
                    "Understood. In the South Bay that usually means a townhouse or a smaller "
                    "single-family home in Sunnyvale or San Jose."
                ),
                u("We need 3 bedrooms, one of them will be my office."),
                a("Noted: three bedrooms, one usable as an office."),
                u("Random, but is the farmers market on Murphy Ave still on Sundays?"),
                a("Yes, Sundays from 9 to 1."),
            ),
            s(
                f"2026-04-09T19:30:00{SF}",
                u("Saw a place on Carlisle Way today, the kitchen was tiny though."),
                a("Kitchens are hard to fix cheaply. Want me to flag listings with updated ones?"),
                u("Yes please. The weather was gorgeous today by the way."),
            ),
            s(
                f"2026-04-23T21:00:00{SF}",
                u("Big news, my partner got the promotion! So the budget is now $1.2M."),
                a(
                    "Congratulations! With $1.2M a lot more of Sunnyvale opens up, including "
                    "some detached homes."
                ),
                u("Exactly what we were hoping. Time for celebratory tacos."),
            ),
        ),
        (
            Probe(
                "Find me some listings within our budget.",
                "$1.2M",
                "value",
                f"2026-04-28T18:00:00{SF}",
                4,
                stale=("$1M",),
            ),
            Probe(
                "How many bedrooms do we need again?",
                "3 bedrooms",
                "fact",
                f"2026-04-28T18:05:00{SF}",
                4,
            ),
        ),
    ),
    Scenario(
        "review-moved",
        "en",
        (
            s(
                f"2026-05-04T09:30:00{LON}",
                u(
                    "Can you put the quarterly review with Dana in my calendar? It's Thursday "
                    "14 May at 2pm."
                ),
                a("Added: quarterly review with Dana, Thursday 14 May, 2pm."),
                u("I need to prepare the churn slides before the review."),
                a("I'll remind you on Tuesday to start on the churn slides."),
                u("Cheers. Did you see the football last night? Absolute chaos."),
                a("I heard it went to penalties!"),
            ),
            s(
                f"2026-05-08T16:45:00{LON}",
                u(
                    "Dana's travelling next week, so the quarterly review moved to Monday "
                    "18 May at 10am."
                ),
                a("Updated: the quarterly review with Dana is now Monday 18 May at 10am."),
                u("Thanks. I'm off to the pub, have a good weekend."),
            ),
        ),
        (
            Probe(
                "When is my quarterly review with Dana?",
                "18 May",
                "value",
                f"2026-05-12T09:00:00{LON}",
                3,
                stale=("14 May",),
            ),
            Probe(
                "What do I need to prepare before the review?",
                "churn slides",
                "task",
                f"2026-05-12T09:05:00{LON}",
                3,
            ),
        ),
    ),
    Scenario(
        "kyoto-hotel",
        "en",
        (
            s(
                f"2026-07-14T20:00:00{SF}",
                u("Help me plan our anniversary weekend in Kyoto, October 9 to 11."),
                a(
                    "Plan A: two nights at the Gion Hatanaka ryokan, kaiseki dinner included, "
                    "about $900."
                ),
                u(
                    "No, not the ryokan. We stayed in one last year and sleeping on futons "
                    "wrecked my back."
                ),
                a(
                    "Then plan B: Hotel Kanra Kyoto, modern rooms with proper beds and a great "
                    "breakfast, around $600 for both nights."
                ),
                u("Yes, let's go with Hotel Kanra. Book it."),
                a("Done, Hotel Kanra Kyoto is booked for October 9 to 11."),
            ),
            s(
                f"2026-07-20T21:15:00{SF}",
                u("What time is sunset in Kyoto in October?"),
                a("Around 5:20 pm in early October."),
                u("Nice. My sister says Fushimi Inari is best at dawn, is that true?"),
                a("Yes, it's much quieter before 7 am."),
            ),
        ),
        (
            Probe(
                "Which hotel are we staying at in Kyoto?",
                "Hotel Kanra",
                "plan",
                f"2026-07-28T19:00:00{SF}",
                3,
                stale=("Gion Hatanaka",),
            ),
            Probe(
                "Can you double-check the booking for the plan from last time?",
                "Hotel Kanra",
                "coreference",
                f"2026-07-28T19:05:00{SF}",
                3,
                stale=("Gion Hatanaka",),
                resolves_to="Kanra",
            ),
        ),
    ),
    Scenario(
        "desk-order",
        "en",
        (
            s(
                f"2026-05-04T18:20:00{NY}",
                u("The monitor arm I ordered last month, order AM-1177, finally showed up today."),
                a("Great, glad it arrived."),
                u("And I just ordered the Jarvis standing desk, order FJ-58213, arriving May 12."),
                a("Noted: Jarvis desk, order FJ-58213. Want a reminder on the day it arrives?"),
                u("Yes please. Also, what's a good lunch spot near Bryant Park?"),
                a("Koreatown is a few blocks south, lots of quick options."),
            ),
            s(
                f"2026-05-09T10:05:00{NY}",
                u("The desk company emailed: order FJ-58213 is delayed, it's now arriving May 19."),
                a("Updated: the Jarvis desk now arrives May 19. I moved your reminder too."),
                u("Annoying. Anyway, any good podcasts for a long drive this weekend?"),
                a("Hardcore History is great for long drives."),
            ),
        ),
        (
            Probe(
                "Any news on that order?",
                "May 19",
                "coreference",
                f"2026-05-14T09:00:00{NY}",
                3,
                stale=("May 12",),
                resolves_to="FJ-58213",
            ),
            Probe(
                "When is my standing desk arriving?",
                "May 19",
                "value",
                f"2026-05-14T09:05:00{NY}",
                3,
                stale=("May 12",),
            ),
        ),
    ),
    Scenario(
        "lisbon-trip",
        "en",
        (
            s(
                "2026-03-01T19:00:00-05:00",
                u("I live in Toronto and work remotely, so keep my calendar on Toronto time."),
                a("Will do, Toronto time by default."),
                u("I'm flying to Lisbon on March 3 for a work trip and I'm back on March 14."),
                a("Have a great trip! Anything I should prepare?"),
                u("Just remind me to pack the universal adapter. How cold is Lisbon in March?"),
                a("Mild, around 15°C during the day. I'll remind you about the adapter."),
            ),
            s(
                "2026-03-06T10:30:00+00:00",
                u("I'm in Lisbon right now and the hotel wifi is awful. Where can I work today?"),
                a("Second Home Lisboa in Cais do Sodré has fast wifi and day passes."),
                u("Perfect. Set my reminders to Lisbon time until I'm back on the 14th."),
                a("Done, reminders are on Lisbon time until March 14."),
                u("The pastéis de nata here are unreal, by the way."),
            ),
        ),
        (
            Probe(
                "Where am I working from this week?",
                "live in Toronto",
                "trip",
                f"2026-03-20T09:00:00{NY}",
                3,
                stale=("in Lisbon right now",),
            ),
            Probe(
                "Which time zone should my reminders use today?",
                "Toronto time",
                "trip",
                f"2026-03-20T09:05:00{NY}",
                3,
                stale=("Lisbon time",),
            ),
        ),
    ),
    Scenario(
        "diet-pescatarian",
        "en",
        (
            s(
                f"2026-06-01T19:00:00{LON}",
                u("I'm strictly vegetarian, so please only suggest meat-free recipes."),
                a("Understood, meat-free recipes only."),
                u("Something quick for tonight? I've got courgettes and feta."),
                a("Courgette and feta fritters, about 25 minutes."),
                u("Lovely. The cricket's on later, can't wait."),
            ),
            s(
                f"2026-06-15T18:30:00{LON}",
                u("My dinner party is on Saturday 27 June, six people."),
                a("Exciting! Want help planning the menu?"),
                u("Yes, and one guest, Priya, is gluten-free."),
                a("Noted, I'll keep a gluten-free option on the menu."),
            ),
            s(
                f"2026-06-22T20:00:00{LON}",
                u("Small change: I've started eating fish again, so I'm pescatarian now."),
                a("Got it, pescatarian: fish and seafood are fine, still no meat."),
                u("For the party, a salmon main would be great."),
                a("A roast side of salmon with herbs works well, and it's naturally gluten-free."),
                u("Perfect. It's so humid today."),
            ),
        ),
        (
            Probe(
                "Suggest a dinner recipe that fits my diet.",
                "pescatarian",
                "preference",
                f"2026-06-25T18:00:00{LON}",
                4,
                stale=("strictly vegetarian",),
            ),
            Probe(
                "Which guest needs a gluten-free dish?",
                "Priya",
                "fact",
                f"2026-06-25T18:05:00{LON}",
                4,
            ),
            Probe(
                "When is my dinner party?",
                "27 June",
                "task",
                f"2026-06-25T18:10:00{LON}",
                4,
            ),
        ),
    ),
    Scenario(
        "db-plan",
        "en",
        (
            s(
                "2026-02-10T14:00:00-08:00",
                u(
                    "Our Postgres database is struggling with the analytics queries. What are "
                    "our options?"
                ),
                a("Plan A: migrate the analytics workload to Snowflake, roughly $4k a month."),
                u("No, that's way over what finance will approve this year."),
                a(
                    "Plan B: keep Postgres and add two read replicas for analytics, about $600 "
                    "a month."
                ),
                u("Plan B works. Let's go with the read replicas."),
                a("Great, I'll draft the rollout steps."),
                u("Thanks. Lunch for the team is pizza again, sigh."),
            ),
            s(
                "2026-02-17T10:00:00-08:00",
                u("The replica rollout has to be done before the board meeting on March 5."),
                a("Noted: replicas live before March 5."),
                u("My laptop battery is dying again, any tips?"),
                a("Lower the screen brightness and check for runaway processes."),
            ),
        ),
        (
            Probe(
                "How are we fixing the analytics load on the database?",
                "read replicas",
                "plan",
                "2026-02-23T09:30:00-08:00",
                3,
                stale=("Snowflake",),
            ),
            Probe(
                "What's the deadline for the plan from last time?",
                "March 5",
                "coreference",
                "2026-02-23T09:35:00-08:00",
                3,
                stale=("Snowflake",),
                resolves_to="replica",
            ),
        ),
    ),
    Scenario(
        "june-tasks",
        "en",
        (
            s(
                f"2026-05-25T08:30:00{NY}",
                u("My passport expires in August, remind me to renew my passport by June 10."),
                a("Reminder set: renew your passport by June 10."),
                u("The LLC annual report is due June 15."),
                a("Got it, the LLC annual report is on your list."),
                u("Mom's birthday is June 21, I need to order flowers by June 18."),
                a("Reminder set for June 18 to order flowers for your mom."),
                u("Great, you're a lifesaver. It's finally warm enough for shorts."),
            ),
            s(
                f"2026-06-03T17:00:00{NY}",
                u(
                    "Good news: the accountant got us an extension, "
                    "the LLC report is now due June 30."
                ),
                a("Updated: the LLC annual report is due June 30."),
                u("What's a good flower shop that delivers in Brooklyn?"),
                a("Sprout Home in Williamsburg delivers across Brooklyn."),
            ),
        ),
        (
            Probe(
                "When is the LLC report due?",
                "June 30",
                "task",
                f"2026-06-08T09:00:00{NY}",
                3,
                stale=("June 15",),
            ),
            Probe(
                "What do I need to get done before June 12?",
                "passport",
                "task",
                f"2026-06-08T09:05:00{NY}",
                3,
            ),
            Probe(
                "When do I need to order the flowers for Mom?",
                "June 18",
                "task",
                f"2026-06-08T09:10:00{NY}",
                3,
            ),
        ),
    ),
    Scenario(
        "noise-mia",
        "en",
        (
            s(
                f"2026-04-10T20:00:00{NY}",
                u("Have you seen the new Dune movie? Worth it in IMAX?"),
                a("Definitely worth IMAX, the sound design alone is huge."),
                u(
                    "lol ok. My daughter Mia is allergic to peanuts, so keep that in mind for "
                    "any snack ideas."
                ),
                a("Noted: Mia has a peanut allergy."),
                u("It's so windy today, my umbrella flipped inside out."),
                a("Ha, classic spring in the city."),
            ),
            s(
                f"2026-04-14T21:10:00{NY}",
                u("Tell me a joke, I had a long day."),
                a("Why did the scarecrow win an award? He was outstanding in his field."),
                u("Terrible. I love it."),
                u("Mia's school play is on April 24 at 6pm, she's playing a tree."),
                a("Adorable! Want a reminder that afternoon?"),
                u("Yes. Anyway, what's a good show to binge this weekend?"),
                a("Severance, if you haven't seen it."),
            ),
            s(
                f"2026-04-18T10:00:00{NY}",
                u("Good morning! Beautiful day for a walk."),
                a("It really is, enjoy it!"),
                u("What's the capital of Australia again? My friend says Sydney."),
                a("It's Canberra."),
                u("Knew it. Thanks!"),
            ),
        ),
        (
            Probe(
                "Can you suggest a snack for Mia's lunchbox?",
                "allergic to peanuts",
                "noise",
                f"2026-04-20T15:00:00{NY}",
                4,
            ),
            Probe(
                "When is Mia's school play?",
                "April 24",
                "noise",
                f"2026-04-20T15:05:00{NY}",
                4,
            ),
        ),
    ),
    Scenario(
        "run-to-swim",
        "en",
        (
            s(
                "2026-03-03T06:45:00-08:00",
                u("I run every morning at 6, usually a 5k loop around the lake."),
                a("Nice routine! Want me to track your weekly distance?"),
                u("Sure. Is it going to rain tomorrow morning?"),
                a("Light rain before 8 am, so maybe bring a jacket."),
            ),
            s(
                f"2026-03-24T19:20:00{SF}",
                u("I hurt my knee, the physio says no running for at least three months."),
                a("Sorry to hear that. Low-impact options like cycling are usually fine."),
                u("I've switched to swimming, laps at the YMCA pool three times a week."),
                a("Great, I'll track swim sessions instead."),
                u("My sister is visiting next weekend, I need a brunch spot."),
                a("Plow in Potrero Hill is a favorite."),
            ),
        ),
        (
            Probe(
                "Plan my workout for tomorrow morning.",
                "swimming",
                "preference",
                f"2026-04-02T07:00:00{SF}",
                3,
                stale=("run every morning",),
            ),
            Probe(
                "Where do I go for my workouts these days?",
                "YMCA",
                "preference",
                f"2026-04-02T07:05:00{SF}",
                3,
                stale=("loop around the lake",),
            ),
        ),
    ),
    Scenario(
        "job-offer",
        "en",
        (
            s(
                f"2026-05-05T17:00:00{SF}",
                u("Stripe sent the offer: $180k base, start date June 1."),
                a("Congrats! Want help thinking through the negotiation?"),
                u("Yes. My current base is $165k and I have a competing offer from Plaid."),
                a("A competing offer is good leverage; ask for about 10% more on base."),
                u("Ok. Btw, the sunset from my balcony tonight is ridiculous."),
            ),
            s(
                f"2026-05-12T18:10:00{SF}",
                u(
                    "They came back: base is now $195k, and they agreed to push my start date "
                    "to July 6."
                ),
                a("Excellent outcome: $195k base, starting July 6."),
                u("I accepted! Going out for sushi to celebrate."),
                a("Enjoy, well deserved."),
            ),
        ),
        (
            Probe(
                "What base salary did I end up with at Stripe?",
                "$195k",
                "value",
                f"2026-05-20T10:00:00{SF}",
                3,
                stale=("$180k",),
            ),
            Probe(
                "When is my first day at Stripe?",
                "July 6",
                "value",
                f"2026-05-20T10:05:00{SF}",
                3,
                stale=("June 1",),
            ),
        ),
    ),
    Scenario(
        "laptop-repair",
        "en",
        (
            s(
                f"2026-09-01T11:00:00{LON}",
                u(
                    "My MacBook keyboard died again, I dropped it at the Apple Store on Regent "
                    "Street. Repair ticket R-7716."
                ),
                a("Noted, repair ticket R-7716. Did they give an estimate?"),
                u("They said 5 to 7 working days, and it's covered by warranty."),
                a("Good that it's covered. I'll check in next week."),
                u("Meanwhile I'm on my old Dell, send help."),
            ),
            s(
                f"2026-09-08T15:30:00{LON}",
                u(
                    "Apple called, it needs a new top case, so the MacBook will be ready on "
                    "September 12."
                ),
                a("Updated: repair R-7716 ready for pickup on September 12."),
                u("Fine. What's the quickest way from Kings Cross to Regent Street?"),
                a("Victoria line to Oxford Circus, about 10 minutes."),
            ),
        ),
        (
            Probe(
                "Any update on that repair?",
                "September 12",
                "coreference",
                f"2026-09-10T09:00:00{LON}",
                3,
                stale=("5 to 7 working days",),
                resolves_to="R-7716",
            ),
            Probe(
                "Is the keyboard repair going to cost me anything?",
                "covered by warranty",
                "fact",
                f"2026-09-10T09:05:00{LON}",
                3,
            ),
        ),
    ),
    Scenario(
        "marathon-plan",
        "en",
        (
            s(
                f"2026-06-02T07:30:00{NY}",
                u(
                    "I signed up for the Chicago Marathon on October 11! Can you build me a "
                    "training plan?"
                ),
                a("Here's a plan: 16 weeks, running 5 days a week with a long run on Sundays."),
                u("No, that won't work with my job and the kids."),
                a(
                    "How about 3 runs a week plus one cross-training day, with the long run on "
                    "Saturdays?"
                ),
                u("Yes, that's doable. Let's go with that plan."),
                a("Great, the 3 runs a week plan starts Monday June 8."),
                u("Awesome. It's already 80 degrees out, yikes."),
            ),
            s(
                f"2026-06-09T21:00:00{NY}",
                u("My new running shoes arrived, the Novablast 4."),
                a("Nice, great cushioning for long runs."),
                u("The kids have swim lessons on Wednesday evenings now."),
                a("Noted, I'll keep Wednesday evenings free."),
            ),
        ),
        (
            Probe(
                "Let's get going with the plan from last time, how many runs this week?",
                "3 runs a week",
                "coreference",
                f"2026-06-15T06:30:00{NY}",
                3,
                stale=("running 5 days a week",),
                resolves_to="marathon",
            ),
            Probe(
                "Which day is my long run?",
                "long run on Saturdays",
                "plan",
                f"2026-06-15T06:35:00{NY}",
                3,
                stale=("long run on Sundays",),
            ),
        ),
    ),
    Scenario(
        "flight-rebooked",
        "en",
        (
            s(
                f"2026-09-20T12:00:00{SF}",
                u("I'm booked on United UA 857 from San Francisco to Shanghai on October 2."),
                a("Noted: UA 857, SFO to Shanghai, October 2."),
                u("I need an aisle seat, I always get up a lot on long flights."),
                a("I'll remember: aisle seats on long flights."),
                u("My neighbor's dog has been barking all morning."),
            ),
            s(
                f"2026-09-28T18:00:00{SF}",
                u("United cancelled my flight and rebooked me on UA 837 on October 3."),
                a("Updated: you're on UA 837 to Shanghai on October 3."),
                u("Ugh, one day lost. Is Shanghai nice in early October?"),
                a("Usually mild, low 20s Celsius, though the National Day holiday makes it busy."),
            ),
        ),
        (
            Probe(
                "Which flight am I taking to Shanghai?",
                "UA 837",
                "value",
                f"2026-09-30T09:00:00{SF}",
                3,
                stale=("UA 857",),
            ),
            Probe(
                "Can you check in for that flight?",
                "UA 837",
                "coreference",
                f"2026-09-30T09:05:00{SF}",
                3,
                stale=("UA 857",),
                resolves_to="UA 837",
            ),
            Probe(
                "What seat should I pick?",
                "aisle seat",
                "preference",
                f"2026-09-30T09:10:00{SF}",
                3,
            ),
        ),
    ),
    Scenario(
        "summary-format",
        "en",
        (
            s(
                "2026-01-12T09:00:00+00:00",
                u("When you summarise my meetings, send them as bullet points, max five."),
                a("Will do: bullet-point summaries, five bullets max."),
                u("Our team is 6 people, so the standup notes are short anyway."),
                a("Got it, a team of 6."),
                u("Brr, it's freezing in the office today."),
            ),
            s(
                "2026-01-26T10:00:00+00:00",
                u("We hired two new engineers, the team is 8 people now."),
                a("Welcome to them! Noted, a team of 8."),
                u("What's a good icebreaker for the new folks?"),
                a("Two truths and a lie always works."),
            ),
            s(
                "2026-02-09T09:15:00+00:00",
                u(
                    "Actually, I prefer a short paragraph for summaries now, the bullets feel "
                    "choppy."
                ),
                a("Understood, summaries as a short paragraph from now on."),
                u("Thanks. Did you know it's National Pizza Day today?"),
                a("I did not, but it sounds like a good excuse for lunch."),
            ),
        ),
        (
            Probe(
                "Summarise today's standup for me in the format I like.",
                "short paragraph",
                "preference",
                "2026-02-12T17:00:00+00:00",
                4,
                stale=("as bullet points", "bullet-point summaries"),
            ),
            Probe(
                "How many people are on my team?",
                "8 people",
                "value",
                "2026-02-12T17:05:00+00:00",
                4,
                stale=("6 people", "team of 6"),
            ),
        ),
    ),
)
