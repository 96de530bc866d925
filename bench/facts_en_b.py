"""Current-facts scenarios, English, half B."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, SF, LON = "-04:00", "-07:00", "+01:00"

SCENARIOS: tuple[Scenario, ...] = (
    # 1. update, the new value said as settled, no "changed" or "now"
    Scenario(
        "fb-en-physio-sessions",
        "en",
        (
            s(
                f"2026-05-04T18:10:00{LON}",
                u("Back from the physio. Knee's sore but she's pleased with the range of motion"),
                a("That's good progress! How often does she want to see you?"),
                u("twice a week for the next month, Tuesdays and Fridays at 7:30am before work"),
                a(
                    "Noted: physio twice a week, Tuesdays and Fridays, 7:30am. Want a reminder "
                    "the night before?"
                ),
                u("yes pls"),
                a("Done. Ice it tonight if it's throbbing."),
                u("lol already on the sofa with a bag of frozen peas"),
            ),
            s(
                f"2026-05-19T12:40:00{LON}",
                u("Is a foam roller actually worth it or is that just a gym bro thing"),
                a(
                    "They're genuinely useful for quads and IT band tightness, and a basic one "
                    "is about £15."
                ),
                u("ok ordering the cheap one"),
                a("Good call. Go gently on the knee side at first."),
            ),
            s(
                f"2026-06-03T19:05:00{LON}",
                u("Good session with Priya this morning"),
                a("Glad to hear it. How's the knee holding up on the stairs?"),
                u("way better. she reckons once a week is plenty from here on"),
                u("Thursdays at 8am, same clinic"),
                a("Lovely, I'll sort the reminders for Thursday mornings."),
                u("cheers. knackered, early night for me"),
            ),
        ),
        (
            Probe(
                "How many physio appointments do I have each week?",
                "once a week",
                "update",
                f"2026-06-08T09:00:00{LON}",
                4,
                stale=("twice a week",),
            ),
            Probe(
                "What day is my physio?",
                "Thursdays at 8am",
                "update",
                f"2026-06-08T09:05:00{LON}",
                4,
                stale=("Tuesdays and Fridays",),
            ),
        ),
    ),
    # 2. update, a rebooking whose new value comes in a later fragment
    Scenario(
        "fb-en-denver-rebook",
        "en",
        (
            s(
                f"2026-08-20T21:00:00{SF}",
                u("finally booked my flight for Tom's wedding"),
                a("Nice! What did you end up with?"),
                u("United UA 1432, SFO to Denver, Friday Sept 11, leaves 15:35"),
                a(
                    "Got it: UA 1432 on Friday 11 September, departing 15:35. Want me to block "
                    "out the afternoon?"
                ),
                u("yeah block from 1pm"),
                a("Done."),
                u("also need a gift idea, they registered at Crate & Barrel"),
                a("A Dutch oven off the registry is always a safe bet."),
            ),
            s(
                f"2026-09-08T07:45:00{SF}",
                u("ugh. United just emailed, the Friday flight's cancelled"),
                a("Oh no, sorry. Want me to look at other options to Denver?"),
                u("hang on they're auto rebooking me"),
                a("OK, let me know what they offer."),
                u("ok. UA 587, 6:50am same day"),
                u("which means leaving the house at like 5. great"),
                a("Ouch. I'll set an alarm for 4:15 and move your calendar block to the morning."),
                u("lol thanks"),
            ),
        ),
        (
            Probe(
                "What's my flight number for the wedding?",
                "UA 587",
                "update",
                f"2026-09-09T20:00:00{SF}",
                3,
                stale=("UA 1432",),
            ),
            Probe(
                "What time does my Denver flight take off?",
                "6:50am",
                "update",
                f"2026-09-09T20:05:00{SF}",
                3,
                stale=("15:35",),
            ),
        ),
    ),
    # 3. preference, how reports are delivered; the assistant echoes the old way
    Scenario(
        "fb-en-spending-texts",
        "en",
        (
            s(
                f"2026-05-10T19:20:00{NY}",
                u(
                    "ok so I'm trying to actually budget this year. can you send me a weekly "
                    "spending summary?"
                ),
                a("Sure. How would you like it, and when?"),
                u("PDF attachment to my gmail, Sunday evenings. groceries, eating out, the rest"),
                a(
                    "Got it: a PDF attachment every Sunday evening, split into groceries, "
                    "eating out and everything else."
                ),
                u("perfect. also is it normal to spend $140 a month on streaming lol"),
                a("More common than you'd think. You could rotate subscriptions month to month."),
                u("ha. maybe"),
            ),
            s(
                f"2026-05-24T10:00:00{NY}",
                u("what's a cheap lunch I can meal prep? so tired of sad desk salads"),
                a(
                    "Burrito bowls are hard to beat: rice, black beans, roasted peppers and "
                    "salsa, about $2.50 a portion."
                ),
                u("ooh yes"),
                a("Make five on Sunday and keep the salsa separate so it doesn't get soggy."),
            ),
            s(
                f"2026-06-07T18:30:00{NY}",
                u("confession: I haven't opened a single one of those summaries"),
                a("Ha, that's honest. Want to make them easier to glance at?"),
                u("just text me the three totals, that's honestly all I'll read"),
                a("Easy. Three numbers by text."),
                u("and do it Friday lunchtime, before I go out and blow it all on the weekend"),
                a("Makes sense. A text with the three totals, Friday lunchtime."),
                u("you're the best"),
            ),
        ),
        (
            Probe(
                "How should I get my spending summary this week?",
                "three totals",
                "preference",
                f"2026-06-12T11:00:00{NY}",
                4,
                stale=("PDF attachment",),
            ),
            Probe(
                "When should the weekly money summary go out?",
                "Friday lunchtime",
                "preference",
                f"2026-06-12T11:05:00{NY}",
                4,
                stale=("Sunday evening",),
            ),
        ),
    ),
    # 4. preference, a diet that flips without naming the old one
    Scenario(
        "fb-en-fish-again",
        "en",
        (
            s(
                f"2026-04-12T17:00:00{LON}",
                u("can you help me plan dinners for the week? two of us, nothing fancy"),
                a("Of course. Any dietary stuff I should know about?"),
                u("I'm strictly vegetarian, no meat no fish. Jamie eats whatever"),
                a(
                    "Got it: vegetarian meals only. How about a lentil ragu on Monday and a "
                    "halloumi traybake on Tuesday?"
                ),
                u("halloumi yes. lentils meh"),
                a("Swap Monday for a mushroom stroganoff then?"),
                u("go on then"),
            ),
            s(
                f"2026-04-26T12:10:00{LON}",
                u("what's the difference between a shallot and a banana shallot"),
                a("Banana shallots are longer and milder, and much easier to peel."),
                u("huh ok"),
                u("the stroganoff was a hit btw"),
                a("Brilliant, I'll keep it in the rotation."),
            ),
            s(
                f"2026-05-17T18:45:00{LON}",
                u("bloods came back, iron's low and the GP wants more omega 3 in my diet"),
                a("Sorry to hear that. There are plenty of ways to boost both through food."),
                u("so I'm eating fish these days. put salmon on the plan this week, prawns too"),
                a("Will do. Miso salmon on Wednesday and a prawn linguine on Friday?"),
                u("yes. still no meat mind"),
                a("Noted, no meat."),
                u("ta"),
            ),
        ),
        (
            Probe(
                "Can you plan next week's dinners? Remind me what I do and don't eat.",
                "eating fish",
                "preference",
                f"2026-05-23T16:00:00{LON}",
                4,
                stale=("strictly vegetarian", "vegetarian meals only"),
            ),
            Probe(
                "Would a Thai prawn curry be OK for my meal plan?",
                "eating fish",
                "preference",
                f"2026-05-23T16:05:00{LON}",
                4,
                stale=("strictly vegetarian", "vegetarian meals only"),
            ),
        ),
    ),
    # 5. rejection, three sofas, two turned down by pointing at them
    Scenario(
        "fb-en-sofa-pick",
        "en",
        (
            s(
                f"2026-06-06T14:00:00{LON}",
                u("our sofa is officially dead, a spring went through the cushion last night"),
                a("Oof. Want me to shortlist some replacements? What's the budget?"),
                u("around a grand, max. living room's small-ish, 3.6m wall"),
                a(
                    "Three that fit: 1) the Harlow, a grey velvet 3-seater, £899; 2) the Jonah "
                    "corner sofa in teal, £1,250; 3) the Vimle in beige linen, £650."
                ),
                u("the corner one's never going to fit, and it's over budget anyway"),
                a("Fair. That leaves the Harlow and the Vimle."),
                u("let me show Ash tonight"),
            ),
            s(
                f"2026-06-09T20:30:00{LON}",
                u("Ash says the beige one's a hard no, the cat would shred linen in a week"),
                a("Very fair with a cat. So the grey velvet one?"),
                u("yep, the velvet one. can you check delivery times?"),
                a("The Harlow delivers in 3-4 weeks, £49 delivery, or free if you collect."),
                u("we haven't got a van lol. delivery is fine"),
                a("Okay. Shall I remind you to order it on payday, the 25th?"),
                u("please"),
            ),
        ),
        (
            Probe(
                "Which sofa did we decide to buy?",
                "Harlow",
                "rejection",
                f"2026-06-26T10:00:00{LON}",
                3,
                stale=("Jonah", "Vimle"),
            ),
            Probe(
                "How much is the sofa we picked, before delivery?",
                "£899",
                "rejection",
                f"2026-06-26T10:05:00{LON}",
                3,
                stale=("£1,250", "£650"),
            ),
        ),
    ),
    # 6. rejection, mortgage deals; one rejected at once, the pick made a week later
    Scenario(
        "fb-en-remortgage",
        "en",
        (
            s(
                f"2026-07-01T20:15:00{LON}",
                u(
                    "our fixed rate ends in October and the broker's sent options. "
                    "can you summarise?"
                ),
                a("Sure, paste them in."),
                u("A 2yr fix 4.19% £999 fee, B 5yr fix 4.45% no fee, C tracker base+0.6% £499 fee"),
                a(
                    "So: a 2-year fixed at 4.19% with a £999 fee, a 5-year fixed at 4.45% with "
                    "no fee, or a tracker at base plus 0.6% with a £499 fee. On £210k the "
                    "2-year is cheapest monthly, but the fee eats most of that."
                ),
                u("not the tracker. can't cope with the payment jumping around every month"),
                a("Understood, the tracker's out."),
                u("will talk to Nina about the other two"),
            ),
            s(
                f"2026-07-08T21:00:00{LON}",
                u("the garden is a jungle. what do I do about brambles"),
                a("Cut them right back and dig out the root crowns, or they'll be back by August."),
                u("ugh ok"),
                u(
                    "oh and the mortgage: 2 years is pointless, we'd be remortgaging right when "
                    "the baby's due"
                ),
                a("Makes sense. So the 5-year fixed at 4.45%?"),
                u("yeah, that one. tell the broker we'll take it"),
                a("I'll draft the email to Craig confirming the 5-year fixed, no fee."),
                u("cheers"),
            ),
        ),
        (
            Probe(
                "Which mortgage deal are we going with?",
                "5-year fixed",
                "rejection",
                f"2026-07-15T19:00:00{LON}",
                3,
                stale=("tracker", "2-year fixed"),
            ),
            Probe(
                "What interest rate are we locking in on the house?",
                "4.45%",
                "rejection",
                f"2026-07-15T19:05:00{LON}",
                3,
                stale=("4.19%",),
            ),
        ),
    ),
    # 7. distinct, two children's activities
    Scenario(
        "fb-en-kids-activities",
        "en",
        (
            s(
                f"2026-09-08T20:00:00{NY}",
                u("school's back, which means the activities calendar from hell"),
                a("Ha, let's get it organized. What have the kids got?"),
                u("Maya's swimming lessons are Wednesdays 5:15pm at Riverside pool"),
                a("Got it. And Leo?"),
                u("Leo's football is Saturdays 9am at Hilltop Park, he needs shin pads btw"),
                a("Noted, both of them. Want me to add shin pads to the shopping list?"),
                u("yes. size small"),
            ),
            s(
                f"2026-09-15T07:30:00{NY}",
                u("Maya forgot her goggles AGAIN"),
                a("Classic. Want a spare pair on the list?"),
                u("yes lol. two pairs"),
                a("Added two pairs of goggles."),
                u("Leo says he hates mornings. he's 7, he hates everything before 10"),
                a("Sounds like a normal 7-year-old to me."),
            ),
        ),
        (
            Probe(
                "What time do I need to get Leo to his game?",
                "Saturdays 9am",
                "distinct",
                f"2026-09-19T08:00:00{NY}",
                3,
            ),
            Probe(
                "Where do the kids' activities happen each week?",
                "Riverside pool",
                "distinct",
                f"2026-09-19T08:05:00{NY}",
                3,
                also=("Hilltop Park",),
            ),
        ),
    ),
    # 8. distinct, my car insurance and my partner's
    Scenario(
        "fb-en-car-insurance",
        "en",
        (
            s(
                f"2026-06-20T11:00:00{LON}",
                u("I keep getting stung by auto-renewals on car insurance. can you track ours?"),
                a("Definitely. Which cars, and when do they renew?"),
                u("my Fiesta's with Admiral, renews 3 August"),
                a("And the other one?"),
                u(
                    "Sam's Golf is with Direct Line, renews 19 November. separate policies, "
                    "don't merge them, his no-claims is way better than mine"
                ),
                a("Got it, two separate policies. I'll remind you four weeks before each."),
                u("ta. the Fiesta's making a funny noise too but that's another problem"),
            ),
            s(
                f"2026-07-04T09:30:00{LON}",
                u("garage says the noise is a loose heat shield, £60 to fix"),
                a("That's a relief, cheap fix."),
                u("yeah. sun's out finally"),
                a("Supposed to hit 27 this afternoon!"),
                u("off to the beach then"),
            ),
        ),
        (
            Probe(
                "When does Sam's car insurance come up for renewal?",
                "19 November",
                "distinct",
                f"2026-07-06T09:00:00{LON}",
                3,
            ),
            Probe(
                "Which insurance renewals are coming up for our two cars?",
                "3 August",
                "distinct",
                f"2026-07-06T09:05:00{LON}",
                3,
                also=("19 November",),
            ),
        ),
    ),
    # 9. ended, house-sitting with a different delivery address
    Scenario(
        "fb-en-house-sitting",
        "en",
        (
            s(
                f"2026-04-20T19:00:00{SF}",
                u("can you save my address for deliveries? 42 Maple Street, Oakland, apt 3B"),
                a("Saved: 42 Maple Street, apt 3B, Oakland."),
                u("thanks. what's a decent blender under $100"),
                a("The Ninja Professional is usually around $90 and reviews really well."),
                u("cool, I'll think about it"),
            ),
            s(
                f"2026-05-30T10:15:00{SF}",
                u(
                    "I'm house-sitting at my sister's in Berkeley until June 14th, "
                    "she's in Portugal"
                ),
                a("Fun! Anything I should handle while you're there?"),
                u("send anything I order to her place till then, 1180 Spruce St"),
                a("Will do: deliveries go to 1180 Spruce St until June 14th."),
                u("also her dog eats socks, so that's my life now"),
                a("Ha, keep the laundry basket up high."),
            ),
            s(
                f"2026-06-10T21:00:00{SF}",
                u("the sock dog struck again"),
                a("Oh no. Did it, um, come back out?"),
                u("yes. gross. anyway"),
                u("is a smoothie blender different from a regular one?"),
                a("Mostly power and blade shape; a 1000W one handles frozen fruit fine."),
            ),
        ),
        (
            Probe(
                "Go ahead and order that Ninja blender. Where should it ship to?",
                "42 Maple",
                "ended",
                f"2026-06-20T12:00:00{SF}",
                4,
                stale=("1180 Spruce",),
            ),
            Probe(
                "Which city am I living in at the moment? I need a dentist nearby.",
                "Oakland",
                "ended",
                f"2026-06-20T12:05:00{SF}",
                4,
                stale=("Berkeley",),
            ),
        ),
    ),
    # 10. ended, a week of night shifts over the usual day shifts
    Scenario(
        "fb-en-night-shifts",
        "en",
        (
            s(
                f"2026-08-03T20:30:00{LON}",
                u(
                    "can you help me find a regular time for a weekly call with my mum? "
                    "she's in Sydney"
                ),
                a("Sure. What does your work schedule look like?"),
                u("I'm on day shifts on the ward, 7 till 7, Mon Wed Fri"),
                a(
                    "So Tuesdays, Thursdays and weekends are free. "
                    "Sydney is nine hours ahead of you."
                ),
                u("Sunday morning then"),
                a("Sunday 9am your time, 6pm for her. Added as a weekly call."),
            ),
            s(
                f"2026-08-17T08:15:00{LON}",
                u(
                    "just got off a 12 hour. I'm covering night shifts all this week till "
                    "Sunday, someone's on leave"
                ),
                a("That's brutal. Want me to move anything?"),
                u("push the call with mum to the afternoon? I'll be asleep in the morning"),
                a("Done: 4pm on Sunday the 23rd, just this once."),
                u("zzz"),
            ),
        ),
        (
            Probe(
                "I want to book the dentist next week. What hours am I working?",
                "day shifts",
                "ended",
                f"2026-08-27T10:00:00{LON}",
                3,
                stale=("night shifts",),
            ),
            Probe(
                "What time is my Sunday call with mum this week?",
                "Sunday 9am",
                "ended",
                f"2026-08-27T10:05:00{LON}",
                3,
                stale=("4pm",),
            ),
        ),
    ),
    # 11. coreference, "that plumber"
    Scenario(
        "fb-en-boiler-plumber",
        "en",
        (
            s(
                f"2026-10-05T19:00:00{LON}",
                u("boiler's leaking from underneath again, can you find me a plumber round here"),
                a(
                    "Two with good reviews near you: Rapid Flow Plumbing, 4.8 stars, can come "
                    "Thursday; and Halls Heating, 4.5 stars, next week at the earliest."
                ),
                u("the first one, it can't wait"),
                a("Booked Rapid Flow for Thursday 8 October, 8-10am window."),
            ),
            s(
                f"2026-10-08T13:00:00{LON}",
                u("plumber's been. it's the pressure relief valve"),
                a("Did he give you a quote?"),
                u("£180 parts and labour, he's coming back with the part"),
                a("Good. When's he back?"),
                u("Tuesday the 13th, morning"),
                u("the dog barked at him the entire time lol"),
            ),
            s(
                f"2026-10-12T18:00:00{LON}",
                u(
                    "Rapid Flow rang. valve's more corroded than he thought, he has to replace "
                    "a bit of pipe as well"
                ),
                a("Ugh. Did the price move?"),
                u("£260 all in. whatever, I just want hot water"),
                a("Fair enough. Same day?"),
                u("Wednesday the 14th, first thing"),
                a("Calendar updated."),
            ),
        ),
        (
            Probe(
                "What was that plumber charging us again?",
                "£260",
                "coreference",
                f"2026-10-13T20:00:00{LON}",
                4,
                stale=("£180",),
                resolves_to="Rapid Flow",
            ),
            Probe(
                "When's the plumber we booked coming back?",
                "Wednesday the 14th",
                "coreference",
                f"2026-10-13T20:05:00{LON}",
                4,
                stale=("Tuesday the 13th",),
                resolves_to="Rapid Flow",
            ),
        ),
    ),
    # 12. coreference, "that claim"
    Scenario(
        "fb-en-phone-claim",
        "en",
        (
            s(
                f"2026-07-06T12:30:00{NY}",
                u("dropped my phone on the subway stairs, screen is totally spiderwebbed"),
                a("Oh no! Is it covered by anything?"),
                u("I have the carrier insurance. filed a claim, number is PX-7730215"),
                a("Saved: claim PX-7730215. They usually send an estimate within a week."),
                u("the guy on the phone said probably around $400 back"),
                a("Fingers crossed."),
            ),
            s(
                f"2026-07-14T18:00:00{NY}",
                u("insurance email: they'll pay $310 after the deductible"),
                a("Less than the estimate, but something. Want me to note it?"),
                u("yeah. the deductible is $99, nobody mentioned that part"),
                a("Noted: $310 payout on PX-7730215."),
                u("whatever. getting tacos"),
            ),
        ),
        (
            Probe(
                "How much am I getting back from that claim?",
                "$310",
                "coreference",
                f"2026-07-20T09:00:00{NY}",
                3,
                stale=("around $400",),
                resolves_to="PX-7730215",
            ),
            Probe(
                "What was the deductible on that claim again?",
                "$99",
                "coreference",
                f"2026-07-20T09:05:00{NY}",
                3,
                resolves_to="PX-7730215",
            ),
        ),
    ),
    # 13. window, two vet visits three weeks apart
    Scenario(
        "fb-en-vet-visits",
        "en",
        (
            s(
                f"2026-05-05T17:30:00{NY}",
                u("back from the vet with Biscuit"),
                a("How is he?"),
                u("ear infection in the left ear, poor guy. drops twice a day for ten days"),
                a("Poor boy. Want reminders for the drops, 8am and 8pm?"),
                u("yes please"),
                u("he's sulking under the table lol"),
            ),
            s(
                f"2026-05-26T18:10:00{NY}",
                u("recheck at the vet today"),
                a("Good news on the ear?"),
                u("ear's all clear! but she says he's 4 lbs overweight"),
                u("so his kibble goes down to 1.5 cups a day and no more cheese"),
                a("The cheese part is going to be hard for both of you."),
                u("lmao it's true"),
            ),
        ),
        (
            Probe(
                "What did the vet tell us about Biscuit last week?",
                "1.5 cups",
                "window",
                f"2026-06-02T19:00:00{NY}",
                3,
                stale=("ear infection",),
            ),
            Probe(
                "What did the vet find at Biscuit's visit in early May?",
                "ear infection",
                "window",
                f"2026-06-02T19:05:00{NY}",
                3,
                stale=("1.5 cups",),
            ),
        ),
    ),
    # 14. window, weekly one-on-ones
    Scenario(
        "fb-en-one-on-ones",
        "en",
        (
            s(
                f"2026-09-10T16:30:00{SF}",
                u("1:1 with Marcus just now"),
                a("How did it go?"),
                u("fine mostly. he says my code reviews sit too long, wants same-day turnaround"),
                a("Want a daily 4pm reminder to clear your review queue?"),
                u("yeah ok"),
                u("also I need snacks, I'm starving"),
            ),
            s(
                f"2026-09-17T16:45:00{SF}",
                u("weekly 1:1 again"),
                a("Anything come out of it?"),
                u("he wants me to present the caching work at the October all-hands"),
                a("That's a great sign. When's the all-hands?"),
                u("Oct 21. terrifying"),
                a("You'll be great. Want me to block some prep time?"),
                u("two hours next friday"),
            ),
        ),
        (
            Probe(
                "What did Marcus bring up in our 1:1 the week before last?",
                "same-day",
                "window",
                f"2026-09-22T10:00:00{SF}",
                3,
                stale=("all-hands",),
            ),
            Probe(
                "What did Marcus ask me to do last Thursday?",
                "all-hands",
                "window",
                f"2026-09-22T10:05:00{SF}",
                3,
                stale=("same-day",),
            ),
        ),
    ),
    # 15. why, the reason in the turn before the change
    Scenario(
        "fb-en-spanish-class",
        "en",
        (
            s(
                f"2026-04-14T19:00:00{NY}",
                u("signed up for Spanish at the community college! Tuesday evenings 6:30 to 8:30"),
                a("¡Qué bien! Want a weekly reminder?"),
                u("yes, 5pm so I have time to get there"),
                a("Done, every Tuesday at 5pm."),
                u("mi español es terrible lol"),
                a("Everyone starts there."),
            ),
            s(
                f"2026-05-12T21:30:00{NY}",
                u("rough week. work put me on the Singapore account, calls till 9pm most nights"),
                a("That's a lot. Are you doing ok?"),
                u("meh. cancel the Tuesday Spanish thing, I'll try again in the fall"),
                a(
                    "Done, I've removed the Tuesday reminder. Want a nudge about fall "
                    "registration in August?"
                ),
                u("sure"),
                u("honestly just want to sleep"),
            ),
        ),
        (
            Probe(
                "Why did I give up my Spanish class?",
                "Singapore account",
                "why",
                f"2026-06-01T12:00:00{NY}",
                3,
            ),
        ),
    ),
    # 16. why, the reason in the turn after the change
    Scenario(
        "fb-en-kitchen-remodel",
        "en",
        (
            s(
                f"2026-03-22T11:00:00{SF}",
                u("we're thinking of doing the kitchen this summer, budget's about $45k"),
                a("Exciting! Want a list of contractors?"),
                u("yes, ideally someone who's done mid-century houses"),
                a(
                    "Oakline Builds has a lot of Eichler kitchens in their portfolio, and "
                    "Marin Modern does similar work but books out months ahead."
                ),
                u("ooh Oakline's photos are gorgeous"),
                a("Want me to request a quote?"),
                u("yes pls"),
            ),
            s(
                f"2026-04-18T16:20:00{SF}",
                u("ok change of plan, we're pushing the kitchen remodel to next spring"),
                u(
                    "the roof inspection came back awful, like eleven grand of repairs "
                    "before the rains"
                ),
                a("Oh no, that's a nasty surprise. Should I let Oakline know?"),
                u("yes, and ask if they'll hold the quote"),
                a("Will do."),
                u("adulting is the worst"),
            ),
        ),
        (
            Probe(
                "What made us put the kitchen on hold?",
                "roof inspection",
                "why",
                f"2026-05-05T10:00:00{SF}",
                3,
            ),
        ),
    ),
)
