"""Current-facts scenarios, English, half C (held out: new people, domains and wordings)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

CHI, TOR, AKL, DUB = "-05:00", "-04:00", "+12:00", "+01:00"
PHX, BER, BLR, SYD = "-07:00", "+02:00", "+05:30", "+10:00"
DEN, SEA, EDI = "-06:00", "-07:00", "+00:00"
ATL, SAN, MSP = "-04:00", "-07:00", "-05:00"  # Atlanta, San Diego, Minneapolis in summer

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    # 1. update: a rent rise read out of a renewal letter, never "changed"; the assistant
    #    echoed the old amount in between, and the new due day comes in its own fragment.
    Scenario(
        "fc-en-rent-renewal",
        "en",
        (
            s(
                f"2026-06-02T19:30:00{CHI}",
                u(
                    "ok adulting question. can you set up a monthly reminder to pay rent? "
                    "it's $1,875, goes to Mr. Okafor thru zelle"
                ),
                a("Sure! What day is it due?"),
                u("the 1st. he's pretty chill but i'd rather not be that tenant"),
                a("Done: a reminder on the 28th to Zelle $1,875 to Mr. Okafor for the 1st."),
                u("ty. also why is my radiator clanking in JUNE lol"),
                a("Probably the building testing the boiler, it should stop soon."),
            ),
            s(
                f"2026-06-27T08:10:00{CHI}",
                u("got the reminder, paid 👍"),
                a("Nice, that's $1,875 sent for July then."),
                u("yep. whats a good cheap fan, this apartment is an oven"),
                a("A Vornado 533 is about $60 and moves a surprising amount of air."),
                u("ordered"),
            ),
            s(
                f"2026-07-14T21:05:00{CHI}",
                u("lease renewal letter came today. ugh"),
                a("Oh? What does it say?"),
                u("$1,990 a month starting august, 12 month term"),
                u("and he wants it by the 5th going forward, something about his own mortgage"),
                a("Got it. Are you going to sign or look around?"),
                u("honestly moving is worse than an extra hundred bucks. signing"),
                a("Fair enough. I'll sort out the reminder."),
                u("typical chicago landlord move tbh"),
            ),
        ),
        (
            Probe(
                "How much do I zelle Mr. Okafor every month?",
                "$1,990",
                "update",
                f"2026-07-29T18:00:00{CHI}",
                4,
                stale=("$1,875",),
            ),
            Probe(
                "What day of the month does rent have to be in by?",
                "by the 5th",
                "update",
                f"2026-07-29T18:05:00{CHI}",
                4,
                stale=("the 1st",),
            ),
        ),
    ),
    # 2. update: a tattoo session cancelled, the assistant echoes the old date, and the new
    #    date arrives two days later as a bare fragment after unrelated chit-chat.
    Scenario(
        "fc-en-tattoo-rebook",
        "en",
        (
            s(
                f"2026-04-03T13:00:00{TOR}",
                u("BOOKED IT. half sleeve at Ink & Anchor on queen west"),
                a("Exciting!! When's the first session?"),
                u("sat april 25, 11am, with Dee. its a 4 hour sitting"),
                a(
                    "Saved: Saturday April 25, 11am with Dee at Ink & Anchor, about four hours. "
                    "Want aftercare stuff on the shopping list?"
                ),
                u("yes the unscented balm she mentioned, i forget what its called"),
                a("Probably Hustle Butter or plain Aquaphor. I'll add Aquaphor for now."),
            ),
            s(
                f"2026-04-20T18:40:00{TOR}",
                u("dee texted. she fractured her wrist skateboarding 😭"),
                a("Oh no! Is your session on April 25 still happening?"),
                u("nope obviously. she's gonna redo her calendar, waiting to hear back"),
                a("Fingers crossed it isn't too long. Is she okay?"),
                u("shes fine, mostly furious lol"),
            ),
            s(
                f"2026-04-22T20:15:00{TOR}",
                u("random but do u eat before a long tattoo? heard ppl faint if they dont"),
                a("Yes, have a proper meal an hour or two before and bring a sugary drink."),
                u("k"),
                u("oh dee got back to me. june 6, same time"),
                a("Okay, Saturday at 11am with Dee. I'll fix the calendar."),
                u("6 more weeks of waiting, kill me"),
            ),
        ),
        (
            Probe(
                "When's my tattoo appointment with Dee?",
                "june 6",
                "update",
                f"2026-04-30T12:00:00{TOR}",
                4,
                stale=("april 25",),
            ),
            Probe(
                "How long should I expect to be in the chair at Ink & Anchor?",
                "4 hour sitting",
                "update",
                f"2026-04-30T12:05:00{TOR}",
                4,
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    # 3. preference: playback speed flips ("crank everything to 1.5x") without naming the
    #    old one, after the assistant has repeated the old preference in a noisy session.
    Scenario(
        "fc-en-podcast-speed",
        "en",
        (
            s(
                f"2026-05-10T20:00:00{AKL}",
                u("can you help me keep track of podcasts? i keep losing my place"),
                a("Sure. Which shows do you follow?"),
                u("the rest is history, no such thing as a fish, and a couple of cricket ones"),
                u(
                    "oh and always normal speed pls, sped up voices make me feel like i'm "
                    "being yelled at by chipmunks"
                ),
                a("Noted: normal speed for everything. I'll queue new episodes as they drop."),
                u("legend"),
            ),
            s(
                f"2026-05-24T07:30:00{AKL}",
                u("frosty one this morning, windscreen was iced over"),
                a("Brr! Don't pour hot water on it, that can crack the glass."),
                u("lol learned that the hard way last winter"),
                a("Queued the new No Such Thing As A Fish at normal speed for your drive."),
                u("cheers"),
            ),
            s(
                f"2026-06-14T21:10:00{AKL}",
                u("my backlog is 212 episodes. this is a crisis"),
                a("That's a lot of listening! Want to drop a show or two?"),
                u("no way. just crank everything to 1.5x from now on, my brain's adjusted"),
                a("Okay, will do."),
                u("and skip the intro music where u can"),
                a("Sure, I'll skip intros wherever the app allows it."),
                u("sweet as"),
            ),
        ),
        (
            Probe(
                "Queue up the new Rest Is History for my drive. What speed do I like?",
                "1.5x",
                "preference",
                f"2026-06-20T07:15:00{AKL}",
                4,
                stale=("normal speed",),
            ),
            Probe(
                "How do I want my podcasts played these days?",
                "crank everything",
                "preference",
                f"2026-06-20T07:20:00{AKL}",
                4,
                stale=("normal speed",),
            ),
        ),
    ),
    # 4. preference: physical library books only, then a hand-me-down e-reader and "libby
    #    ebooks for everything" that never mentions paper again.
    Scenario(
        "fc-en-library-format",
        "en",
        (
            s(
                f"2026-09-05T15:00:00{TOR}",
                u("can you put holds on books for me at the ottawa public library"),
                a("Happy to. Any format preference?"),
                u(
                    "physical only, paperback or hardcover. i stare at screens all day at "
                    "work, reading is my screen-free time"
                ),
                a("Got it, physical copies only. What's first?"),
                u("the new Emily St. John Mandel"),
                a("Hold placed on the hardcover, you're 14th in line."),
                u("14th lol. fine"),
            ),
            s(
                f"2026-09-19T10:20:00{TOR}",
                u("is it normal for a sourdough starter to smell like nail polish remover"),
                a("Yes, that usually means it's hungry. Feed it a bit more often."),
                u("ok gross but good"),
            ),
            s(
                f"2026-10-10T19:45:00{TOR}",
                u("my brother gave me his old kobo when he upgraded"),
                a("Nice hand-me-down!"),
                u(
                    "ok im a convert. the backlight in bed is a game changer. libby ebooks "
                    "for everything going forward"
                ),
                a("Noted, I'll borrow through Libby from now on."),
                u("my shelf will be sad but my wrists won't be"),
            ),
        ),
        (
            Probe(
                "Can you put a hold on the new Louise Penny for me? Which format do I want?",
                "libby ebooks",
                "preference",
                f"2026-10-16T20:00:00{TOR}",
                4,
                stale=("physical only", "physical copies"),
            ),
            Probe(
                "Should library holds be paper copies or something else?",
                "ebooks for everything",
                "preference",
                f"2026-10-16T20:05:00{TOR}",
                4,
                stale=("physical only", "physical copies"),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    # 5. rejection: three flats in one list; "the one by the station" is dropped, and the
    #    pick is made four days later as "the balcony one", never by its name.
    Scenario(
        "fc-en-flat-viewings",
        "en",
        (
            s(
                f"2026-07-07T19:00:00{DUB}",
                u("viewings saturday, can you keep track? three flats on the shortlist"),
                a("Sure, go ahead."),
                u(
                    "1) 2-bed on Leinster Road in Rathmines, €2,100. 2) 1-bed beside "
                    "Drumcondra station, €1,750. 3) 2-bed in Phibsborough w/ a balcony, €2,250"
                ),
                a(
                    "Got them: Rathmines at €2,100, Drumcondra at €1,750, and Phibsborough "
                    "with the balcony at €2,250."
                ),
                u(
                    "lets skip the one by the station actually, Aoife works nights and the "
                    "trains start at 5"
                ),
                a("Fair, that's crossed off. Two viewings then."),
                u("grand"),
            ),
            s(
                f"2026-07-11T17:30:00{DUB}",
                u("back from viewings. my feet are destroyed"),
                a("How were they?"),
                u("leinster road had a damp smell in the bedroom, agent kept spraying febreze lol"),
                a("That's never a good sign."),
                u("the balcony one is gorgeous. we're going for it, deposit goes in monday"),
                a("Brilliant! How much is the deposit?"),
                u("one month's rent plus the first month up front"),
                a("So two months in total. I'll remind you Monday morning."),
            ),
            s(
                f"2026-07-16T21:40:00{DUB}",
                u("keys on the 1st of august!!"),
                a("Congratulations! Want a moving checklist?"),
                u("yes but tomorrow. wine now"),
            ),
        ),
        (
            Probe(
                "Which flat did we end up going for?",
                "Phibsborough",
                "rejection",
                f"2026-07-20T19:00:00{DUB}",
                4,
                stale=("Drumcondra", "Leinster Road"),
            ),
            Probe(
                "What's the monthly rent on the new place?",
                "€2,250",
                "rejection",
                f"2026-07-20T19:05:00{DUB}",
                4,
                stale=("€1,750", "€2,100"),
            ),
        ),
    ),
    # 6. rejection: three shelter dogs; one ruled out by a trait ("not the husky"), one by
    #    circumstance, and the pick given later as "the old guy", never by name again.
    Scenario(
        "fc-en-rescue-dog",
        "en",
        (
            s(
                f"2026-03-14T11:00:00{PHX}",
                u("ok we're at the shelter on mcdowell and i'm going to cry"),
                a("Ha, understandable. Who are you meeting?"),
                u(
                    "three they think fit us: Pepper the husky mix, 2yo. Juno, lab puppy, "
                    "5 months. Waffles, beagle, 9 years old, super mellow"
                ),
                a("Pepper, Juno and Waffles. Any front-runner?"),
                u("not the husky. it's 110 here in summer and we're in a 1-bed, that's cruel"),
                a("Agreed, that's a tough fit for a husky. So it's between the other two."),
                u(
                    "Marcus is obsessed with the puppy, i'm obsessed with the old man. "
                    "sleeping on it"
                ),
            ),
            s(
                f"2026-03-16T20:30:00{PHX}",
                u("decision made. puppy teeth + both of us working full time = no"),
                u("we're taking the old guy home!! 🐶"),
                a("Yay! When's pickup?"),
                u("thursday after 4 once the vet clears him. seniors are only $75"),
                a("Noted: pick him up Thursday after 4pm, $75 adoption fee."),
                u("need a bed, a harness, and whatever food he's on"),
                a("I'll start a list. Ask the shelter what food so you don't upset his stomach."),
                u("ty ty"),
            ),
        ),
        (
            Probe(
                "What's the name of the dog we're adopting?",
                "Waffles",
                "rejection",
                f"2026-03-18T09:00:00{PHX}",
                3,
                stale=("Pepper", "Juno"),
            ),
            Probe(
                "What breed is the dog we're bringing home Thursday?",
                "beagle",
                "rejection",
                f"2026-03-18T09:05:00{PHX}",
                3,
                stale=("husky mix", "lab puppy"),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    # 7. distinct: two guests' allergies in separate turns, both true, next to a third
    #    guest's mere dislike; the probe asks for every allergy at once.
    Scenario(
        "fc-en-dinner-allergies",
        "en",
        (
            s(
                f"2026-06-05T18:00:00{BER}",
                u("hosting dinner saturday the 13th, 6 people. help me plan a menu?"),
                a("Love it. Any dietary things I should know?"),
                u("Theo (the bf) is allergic to shellfish. like, epipen allergic"),
                a("Noted, no shellfish anywhere, and watch out for fish sauce and shrimp paste."),
                u("oh and Imani can't do tree nuts"),
                a("Got it. That rules out a lot of desserts, but there's plenty left."),
                u("Kasia just hates coriander but thats a her problem lol"),
            ),
            s(
                f"2026-06-09T12:15:00{BER}",
                u("thinking a pesto pasta to start?"),
                a("Classic pesto has pine nuts; a basil and sunflower seed version works too."),
                u("ugh ok. fine"),
                u("also which wine goes with a lamb shoulder"),
                a("A Syrah or a Rioja Reserva would be lovely."),
                u("rioja, done. the späti downstairs has one for 9 euros lol"),
            ),
        ),
        (
            Probe(
                "Remind me which allergies I have to plan around for Saturday's dinner.",
                "shellfish",
                "distinct",
                f"2026-06-11T19:00:00{BER}",
                3,
                also=("tree nuts",),
            ),
            Probe(
                "Is there anything Theo can't eat?",
                "allergic to shellfish",
                "distinct",
                f"2026-06-11T19:05:00{BER}",
                3,
            ),
        ),
    ),
    # 8. distinct: two family passports with different expiry dates (one needs renewing,
    #    one doesn't), plus the user's own; both near dates must come back.
    Scenario(
        "fc-en-passport-expiry",
        "en",
        (
            s(
                f"2026-08-18T21:00:00{CHI}",
                u("thinking cancun for christmas. anything i need to sort out?"),
                a(
                    "Mostly passports: Mexico wants them valid for your whole stay. When do "
                    "yours expire?"
                ),
                u("mine's good till 2031"),
                u("Dev's runs out in january 2027, so that's fine right?"),
                a("Yes, that covers a late December trip."),
                u("and Anaya's (she's 4) expires november 2026. crap"),
                a("That one needs renewing before you go. For kids under 16 it's done in person."),
                u("of course it is"),
            ),
            s(
                f"2026-08-26T07:50:00{CHI}",
                u("got a passport appt for the kid at the post office, sept 3 at 8:30am"),
                a("Both parents need to be there with her, plus her birth certificate."),
                u("dev's gonna LOVE taking a morning off lol"),
                a("Bring a photo too, they're strict about the white background."),
                u("ok. what's the weather in cancun in december anyway"),
                a("Mid to high 20s Celsius, dry season. Pretty much ideal."),
            ),
        ),
        (
            Probe(
                "Whose passports expire soon, and when?",
                "january 2027",
                "distinct",
                f"2026-08-30T20:00:00{CHI}",
                3,
                also=("november 2026",),
            ),
            Probe(
                "When does my daughter's passport run out?",
                "november 2026",
                "distinct",
                f"2026-08-30T20:05:00{CHI}",
                3,
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    # 9. ended: standup on Zoom at another hour "until oct 9" while a floor is renovated;
    #    asked the week after, the usual room and time hold again.
    Scenario(
        "fc-en-office-floor",
        "en",
        (
            s(
                f"2026-09-14T10:15:00{BLR}",
                u("new team, new routine. daily standup 9:30 in the Banyan room, 4th floor"),
                a("Noted: standup at 9:30 in Banyan on the 4th floor. Reminder at 9:20?"),
                u("yes. also the canteen dosa here is unreal"),
                a("Ha, a good perk to have."),
            ),
            s(
                f"2026-09-21T19:40:00{BLR}",
                u("they're redoing the whole 4th floor, we're wfh until oct 9"),
                u("standup's on zoom meanwhile, 10am bc half the team is in pune"),
                a("Got it, I'll move the reminder to 9:50 until then."),
                u("my cat is going to attend every standup, sorry in advance"),
            ),
            s(
                f"2026-10-02T08:55:00{BLR}",
                u("power cut again 🙃 on my phone hotspot"),
                a("Ugh, hope it's back soon."),
                u("ya. bescom doing bescom things"),
            ),
        ),
        (
            Probe(
                "Where's standup tomorrow morning?",
                "Banyan",
                "ended",
                f"2026-10-14T18:00:00{BLR}",
                4,
                stale=("on zoom",),
            ),
            Probe(
                "What time do I have to be at standup this week?",
                "9:30",
                "ended",
                f"2026-10-14T18:05:00{BLR}",
                4,
                stale=("10am",),
            ),
        ),
    ),
    # 10. ended: a grocery order scaled for four "while they're here" (a sister and her
    #     son, till the 22nd); asked after they left, the usual order for two holds.
    Scenario(
        "fc-en-groceries-visitors",
        "en",
        (
            s(
                f"2026-07-01T18:30:00{SYD}",
                u("can you handle my weekly woolies order? delivery sunday mornings"),
                a("Sure. Who am I shopping for?"),
                u("just the two of us, me and Hamish. he does the cooking so go heavy on veg"),
                a("Okay, a weekly order for two, lots of veg, Sunday morning delivery."),
                u("and oat milk not dairy, he's lactose intolerant"),
                a("Oat milk it is."),
            ),
            s(
                f"2026-07-09T20:00:00{SYD}",
                u("my sister and her little boy land friday, staying with us till the 22nd"),
                a("Lovely! Want me to adjust anything?"),
                u(
                    "scale it up to four people while they're here. and add weetbix and those "
                    "squeezy yoghurt pouches for Finn"
                ),
                a("Done, bigger orders with Weet-Bix and yoghurt pouches until the 22nd."),
                u("pray for me, he's 3"),
            ),
            s(
                f"2026-07-27T09:00:00{SYD}",
                u("house is so quiet now lol"),
                a("Bet you miss them a bit!"),
                u("a bit. not the 5am wakeups"),
                u("anyway whats a good soup for this weather, it's freezing"),
                a("A pumpkin and ginger soup, Hamish would have it done in 40 minutes."),
            ),
        ),
        (
            Probe(
                "Can you set up this Sunday's grocery order? How many people is it for?",
                "two of us",
                "ended",
                f"2026-07-30T19:00:00{SYD}",
                4,
                stale=("four people",),
            ),
            Probe(
                "Does this week's shop still need the kid stuff in it?",
                "two of us",
                "ended",
                f"2026-07-30T19:05:00{SYD}",
                4,
                stale=("squeezy yoghurt", "yoghurt pouches"),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    # 11. coreference: an accountant named once; every later fact (a moved meeting, a fee
    #     different from the first quote) arrives as "she".
    Scenario(
        "fc-en-accountant",
        "en",
        (
            s(
                f"2026-04-01T12:00:00{DEN}",
                u(
                    "finally hired an accountant for my freelance mess. Farida Haddad at "
                    "Ledgerline, a friend swore by her"
                ),
                a("That'll take a load off. Anything to prep?"),
                u(
                    "she wants all my 1099s and my mileage log before we meet. "
                    "first mtg april 9 at 3"
                ),
                a("Added it to your calendar, with a checklist for the 1099s and mileage log."),
                u("she quoted around $500 for the return, which, fine"),
                a("Reasonable for a freelancer's return."),
            ),
            s(
                f"2026-04-07T17:20:00{DEN}",
                u("ugh she just emailed, she's sick. can we do the 14th at 10 instead"),
                a("Sorry she's unwell. Tuesday the 14th at 10am works for you."),
                u("yea"),
                u("also she says i should've been paying quarterly estimates all along 😬"),
                a("Common surprise for a first year freelancing. Do you know the next due date?"),
                u("june 15. i hate money"),
            ),
            s(
                f"2026-04-10T09:45:00{DEN}",
                u("engagement letter came thru from her office"),
                a("Anything surprising in it?"),
                u("$650 flat bc of the 3 states i worked in last year. whatever, signed it"),
                a("Makes sense, multi-state returns take longer."),
                u("snowing in april. colorado never changes"),
            ),
        ),
        (
            Probe(
                "When am I meeting my accountant?",
                "14th at 10",
                "coreference",
                f"2026-04-12T11:00:00{DEN}",
                4,
                stale=("april 9",),
                resolves_to="Farida",
            ),
            Probe(
                "How much is the accountant charging me for the return?",
                "$650",
                "coreference",
                f"2026-04-12T11:05:00{DEN}",
                4,
                stale=("around $500",),
                resolves_to="Farida",
            ),
        ),
    ),
    # 12. coreference: a storage unit named once; two sessions later "the place" moves the
    #     user to another unit and raises the rate, without naming the company.
    Scenario(
        "fc-en-storage-unit",
        "en",
        (
            s(
                f"2026-05-03T14:00:00{ATL}",
                u("rented a storage unit at StoreSafe on Ponce for my grandma's furniture"),
                a("Good call. What size did you get?"),
                u("10x10, unit 214 up on the 2nd floor, $89 a month. gate code's in the app"),
                a("Noted: StoreSafe, unit 214, $89 a month."),
                u("moving it all saturday w my cousin's truck"),
            ),
            s(
                f"2026-05-12T09:30:00{ATL}",
                u("is it weird to keep a whole dining set i'll never use"),
                a("Not if it matters to you. You could also ask family if anyone wants it."),
                u("true. aunt Lorraine might"),
            ),
            s(
                f"2026-05-26T16:45:00{ATL}",
                u("the place emailed. they're shutting the upstairs for good, elevator's toast"),
                u("putting me in unit 118, ground floor, they'll move my stuff for free"),
                a("That's decent of them. Same rate?"),
                u("nope, $95 from july bc ground floor is 'premium' 🙄"),
                a("Of course it is. Want me to note that?"),
                u("yeah"),
            ),
        ),
        (
            Probe(
                "What unit number am I at that storage place?",
                "unit 118",
                "coreference",
                f"2026-07-03T10:00:00{ATL}",
                4,
                stale=("unit 214",),
                resolves_to="StoreSafe",
            ),
            Probe(
                "How much is the storage place charging me a month now?",
                "$95",
                "coreference",
                f"2026-07-03T10:05:00{ATL}",
                4,
                stale=("$89",),
                resolves_to="StoreSafe",
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    # 13. window: two weekends told on two Mondays; "last weekend" and "the weekend before
    #     that" asked midweek, each must pick its own weekend.
    Scenario(
        "fc-en-weekend-recap",
        "en",
        (
            s(
                f"2026-08-10T08:30:00{SEA}",
                u("monday again. weekend went way too fast"),
                a("What did you get up to?"),
                u("kayaked lake union saturday w Bex, then passed out at 8pm lol"),
                a("Sounds perfect. Sore shoulders?"),
                u("SO sore"),
                u("can u remind me to renew my car tabs this week"),
                a("Reminder set for Wednesday."),
            ),
            s(
                f"2026-08-17T09:00:00{SEA}",
                u("i am destroyed"),
                a("Uh oh, big weekend?"),
                u("helped my brother move to tacoma. 3rd floor walk-up. no elevator"),
                a("Oof, that's real love. Or real sibling guilt."),
                u("both. he bought pizza at least"),
                u("next weekend i'm doing NOTHING"),
            ),
        ),
        (
            Probe(
                "What did I do last weekend?",
                "tacoma",
                "window",
                f"2026-08-19T12:00:00{SEA}",
                3,
                stale=("lake union",),
            ),
            Probe(
                "And what did I get up to the weekend before that?",
                "lake union",
                "window",
                f"2026-08-19T12:05:00{SEA}",
                3,
                stale=("tacoma",),
            ),
        ),
    ),
    # 14. window: a bakery's weekly specials planned by week, one week swapped later;
    #     asked afterwards "what was on for the week of the 16th / the 9th".
    Scenario(
        "fc-en-bakery-specials",
        "en",
        (
            s(
                f"2026-02-26T21:00:00{EDI}",
                u("planning march specials for the shop, can you hold onto this"),
                a("Sure, go ahead."),
                u("week of the 2nd: rhubarb & custard danish. week of the 9th: cardamom buns"),
                u("week of the 16th is the blood orange polenta cake, then easter stuff after"),
                a("Got it, three weeks of specials sorted."),
                u("cheers. shop's been dead all week w the snow"),
            ),
            s(
                f"2026-03-05T16:30:00{EDI}",
                u("the danish are flying out the door"),
                a("Brilliant!"),
                u("supplier's out of the oranges till april tho"),
                u("so the week of the 16th is pistachio frangipane tarts"),
                a("Okay, noted for the 16th."),
                u("ugh, typical"),
            ),
        ),
        (
            Probe(
                "What special did I have planned for the week of the 16th?",
                "pistachio",
                "window",
                f"2026-03-25T10:00:00{EDI}",
                3,
                stale=("blood orange",),
            ),
            Probe(
                "What was the special the week of the 9th?",
                "cardamom buns",
                "window",
                f"2026-03-25T10:05:00{EDI}",
                3,
                stale=("pistachio",),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    # 15. why: the reason (a fee on a tiny overdraft, refused refund) comes in the turns
    #     before the switch; the switch itself never says why.
    Scenario(
        "fc-en-bank-switch",
        "en",
        (
            s(
                f"2026-05-05T18:00:00{SAN}",
                u(
                    "can you help me set up a budget spreadsheet? paycheck lands in chase "
                    "on the 15th"
                ),
                a("Sure. Want columns for fixed bills, groceries and fun money?"),
                u("yes and a savings line even if its tiny"),
                a("Done. I'll share the template."),
            ),
            s(
                f"2026-05-19T22:10:00{SAN}",
                u("im so mad. $35 overdraft fee bc i was 60 cents short for like an hour"),
                a("That's infuriating. They'll often waive a first one if you call."),
                u("already called, they said no"),
                u("thats it. opening an account at mission fed and moving my direct deposit"),
                a("Okay. I'll add 'update direct deposit with HR' to your list."),
                u("and close the old one once the last autopays clear"),
            ),
        ),
        (
            Probe(
                "Remind me why I'm leaving Chase?",
                "60 cents",
                "why",
                f"2026-06-01T12:00:00{SAN}",
                3,
            ),
        ),
    ),
    # 16. why: a car sale announced first; the reason follows in the next user turn, after
    #     the assistant asks, and the later session is about price only.
    Scenario(
        "fc-en-selling-subaru",
        "en",
        (
            s(
                f"2026-09-08T19:00:00{MSP}",
                u("we're listing the subaru this weekend"),
                a("Oh! What's prompting that?"),
                u(
                    "the new light rail stop opened 2 blocks away and we've driven it like "
                    "twice since june"
                ),
                u("plus parking is $140 a month for a car that just sits there"),
                a("Makes sense. Want help pricing it?"),
                u("yes pls"),
            ),
            s(
                f"2026-09-11T20:30:00{MSP}",
                u("kbb says around $14,500 private party"),
                a("List at $15,200 to leave room to haggle."),
                u("ok. need to vacuum out a year of dog hair first lol"),
                a("A rubber glove works wonders on dog hair in upholstery."),
            ),
        ),
        (
            Probe(
                "Why did we decide to sell the car?",
                "light rail",
                "why",
                f"2026-09-20T10:00:00{MSP}",
                3,
            ),
        ),
    ),
)
