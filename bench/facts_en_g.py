"""Current-facts scenarios, English, part G (written blind to the service's rules)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, SF, CHI, DEN = "-04:00", "-07:00", "-05:00", "-06:00"
LON, SYD = "+01:00", "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fg-en-physio-knee",
        "en",
        (
            s(
                f"2026-04-13T18:10:00{NY}",
                u(
                    "acl rehab week 3 update: physio is twice a week, tues + fri at the clinic "
                    "on 23rd st"
                ),
                a(
                    "Nice, progress! Tuesday and Friday at the 23rd Street clinic. Any homework "
                    "between sessions?"
                ),
                u("ya home exercises every day. 3 sets of bridges, 3 sets of heel slides, 10 reps"),
                a("Noted: bridges and heel slides, 3 sets of 10 each, daily. Want a reminder?"),
                u("evenings pls, 8pm. mornings i'm a zombie"),
                a("Done, 8pm daily reminder for your knee exercises."),
                u(
                    "also saturday is pool day, hydro class at the Y at 9. that one's not going "
                    "anywhere its my fav"
                ),
                a("Saturday 9am hydrotherapy at the Y, got it. Sounds lovely."),
                u("it's the only hour my knee doesn't hate me lol"),
                a("Ha, the water's doing the heavy lifting."),
            ),
            s(
                f"2026-04-29T19:00:00{NY}",
                u("ugh my quad is so weak, measured it today and its like 60% of the other leg"),
                a("That's pretty normal at this stage of ACL rehab. What did your physio say?"),
                u("physio wants three a week now. adding wednesdays, same clinic"),
                a(
                    "Got it: Tuesday, Wednesday and Friday at the clinic. Anything on Wednesdays "
                    "that needs moving?"
                ),
                u("yeah my wed pottery class has to go, i'll do the sunday one instead"),
                a("Moved: pottery to Sundays."),
                u("and she said 2 more sets of the bridges. heel slides stay the same"),
                a("So 5 sets of bridges and the heel slides as before, 10 reps each."),
                u("yep. my leg is gonna fall off"),
                a("It'll be worth it for skiing next winter!"),
                u("dont say ski to me rn 😂"),
            ),
            s(
                f"2026-05-18T08:15:00{NY}",
                u("random q, whats a good high protein breakfast thats not eggs"),
                a(
                    "Greek yogurt with nuts and berries, cottage cheese on toast, or a protein "
                    "smoothie with oats."
                ),
                u("yogurt it is. also the pool was closed sat, annoying"),
                a("Boo. Back to normal this Saturday?"),
                u("yep 9am as usual"),
                a("The Saturday reminder's still on. Anything else?"),
                u("nah gotta run, clinic at 10"),
            ),
        ),
        (
            Probe(
                "what's my physio schedule these days?",
                "three a week",
                "update",
                f"2026-05-25T09:00:00{NY}",
                4,
                stale=("twice a week",),
            ),
            Probe(
                "how many rounds of the bridge exercise am i supposed to be doing?",
                "5 sets of bridges",
                "update",
                f"2026-05-25T09:05:00{NY}",
                4,
                stale=("3 sets of bridges",),
            ),
        ),
    ),
    Scenario(
        "fg-en-kitchen-reno",
        "en",
        (
            s(
                f"2026-03-31T20:30:00{LON}",
                u(
                    "ok we're finally doing the kitchen. budget is £25k all in, not a penny "
                    "more (famous last words)"
                ),
                a("Exciting! Noted: £25k total for the kitchen. Have you got quotes yet?"),
                u("2 so far. one builder quoted 28 which lol no"),
                a(
                    "Over budget already, classic. Want help comparing the line items when the "
                    "third one comes in?"
                ),
                u(
                    "yes. and separately we're putting aside £4k for the downstairs loo, that's "
                    "its own pot"
                ),
                a("Got it, £4k for the downstairs loo, kept separate from the kitchen money."),
                u("the loo has a mushroom growing out of the skirting board so. priorities"),
                a("That does sound like a priority 🍄"),
            ),
            s(
                f"2026-04-16T13:00:00{LON}",
                u(
                    "mortgage broker call went... interesting. the kitchen number's going up, "
                    "not sure how much yet, need to talk to rob tonight"
                ),
                a("Ooh. Tell me the figure once you've agreed it and I'll redo the comparison."),
                u("will do. meanwhile whats a realistic cost for quartz worktops"),
                a("Roughly £300-£600 per linear metre fitted, depending on the brand."),
                u("ok so not cheap"),
                a("No, but they last. Laminate is a fraction of that if you need to save."),
                u("we'll see. rob's making dinner so i'm off"),
            ),
            s(
                f"2026-04-18T09:10:00{LON}",
                u(
                    "right, talked it through. we'll stretch to 30k. rob wants the island and "
                    "honestly so do i"
                ),
                a("Island it is! Shall I rerun the quote comparison?"),
                u("yes, third quote arrived: hartley & sons £29,200 incl island"),
                a("That fits with £800 to spare. The 28k quote didn't include an island, right?"),
                u("nope. hartley it is probably"),
                a("Want me to draft a reply asking for a start date?"),
                u("yes pls"),
                a("Drafted: 'Thanks for the quote, we'd like to go ahead. When could you start?'"),
            ),
            s(
                f"2026-05-06T19:45:00{LON}",
                u("hartley starts june 8!! 3 weeks apparently"),
                a("Brilliant. Want a reminder to clear the kitchen the weekend before?"),
                u("yes. the loo is getting done at the same time, still the 4k for that"),
                a("Makes sense to do both while the builders are in. Noted."),
                u("we'll be living on takeaway for 3 weeks 😭"),
                a("A microwave and a kettle in the living room is a proper survival kit."),
                u("lol rob's already bought a air fryer for the occasion"),
            ),
        ),
        (
            Probe(
                "remind me what we agreed we'd spend on the new kitchen?",
                "stretch to 30k",
                "update",
                f"2026-05-20T18:00:00{LON}",
                5,
                stale=("£25k",),
            ),
        ),
    ),
    Scenario(
        "fg-en-tokyo-flight",
        "en",
        (
            s(
                f"2026-05-04T21:00:00{SF}",
                u("booked tokyo!! UA 837 on june 12, leaves SFO 11:20am"),
                a("So exciting! UA 837 on June 12, departing 11:20am. Coming back when?"),
                u("june 26, UA 838 out of narita"),
                a("Got it, return June 26 on UA 838. Do you need somewhere to stay?"),
                u("staying w my cousin in shibuya the first week then a ryokan in kyoto"),
                a("Perfect combo. Want me to look into the JR pass?"),
                u("ya is it still worth it, heard the price went up"),
                a(
                    "It went up a lot. For one Tokyo-Kyoto round trip, single shinkansen "
                    "tickets usually come out cheaper."
                ),
                u("ok skip the pass then"),
            ),
            s(
                f"2026-05-19T07:30:00{SF}",
                u(
                    "got this from united, what does it mean for me:\n\n'Dear Customer, due to "
                    "a schedule change your itinerary has been updated. UA 837 SFO-NRT on "
                    "12JUN now departs 14:55 and arrives 18:35+1. Your seat 32K is unchanged. "
                    "No action is required.'"
                ),
                a(
                    "Your outbound now leaves at 14:55 (2:55pm) on June 12 and lands the next "
                    "day at 18:35. Same seat. Want me to let your cousin know?"
                ),
                u("yes pls, she was gonna pick me up"),
                a("Drafted: 'Flight's now landing at 6:35pm on the 13th, see you at arrivals!'"),
                u("ty. at least i can sleep in that morning lol"),
                a("Silver lining! And the return isn't mentioned, so that stays as is."),
                u("good"),
            ),
            s(
                f"2026-06-05T18:00:00{SF}",
                u("packing list help? 2 weeks, rainy season apparently"),
                a(
                    "Compact umbrella, quick-dry layers, comfy walking shoes, a small towel, "
                    "and a coin purse for all the yen coins."
                ),
                u("coin purse lol noted"),
                a("Also, your flight is the 11:20 departure, so leave home around 8:30."),
                u("no its 14:55 now remember, united moved it"),
                a("Sorry, you're right. Aim to leave home around noon then."),
                u("yep. cant wait for konbini egg sandos 🥪"),
                a("The best airport-to-bed snack there is."),
            ),
        ),
        (
            Probe(
                "what time does my plane to japan take off?",
                "14:55",
                "update",
                f"2026-06-09T20:00:00{SF}",
                4,
                stale=("11:20",),
            ),
        ),
    ),
    Scenario(
        "fg-en-cat-insulin",
        "en",
        (
            s(
                f"2026-04-02T07:45:00{DEN}",
                u(
                    "miso got diagnosed with diabetes 😿 vet has him on insulin, 2 units twice "
                    "a day with meals"
                ),
                a(
                    "Oh no, poor Miso. Lots of cats do really well on insulin though. Twice "
                    "daily with food, got it. What times?"
                ),
                u("7am and 7pm"),
                a("Reminders set for 7am and 7pm. How's he taking the injections?"),
                u(
                    "better than me lol. also pepper (other cat) is on half a scoop of the "
                    "kidney diet food, separate bowls now"
                ),
                a("Noted: Pepper gets half a scoop of the renal food, fed separately."),
                u("she's 16 and still the boss of the house"),
                a("As she should be 👑"),
            ),
            s(
                f"2026-04-23T18:20:00{DEN}",
                u("glucose curve results are back"),
                a("How did it look?"),
                u("still too high mid-day. vet rang, she's upping his dose"),
                a("Ok, what's the new dose?"),
                u("3 units, same times"),
                a("Updated. Anything else change?"),
                u("recheck in 3 weeks. and no more dry treats for him"),
                a("Got it: no dry treats for Miso, recheck around May 14."),
                u("pepper's gonna steal them all anyway"),
            ),
            s(
                f"2026-05-09T06:55:00{DEN}",
                u("morning. ran out of syringes, which ones do i get again"),
                a("U-40 syringes, 0.3ml size. Reminder: 2 units for Miso at 7."),
                u("no, it's 3 units now. the vet bumped it last month"),
                a("You're right, sorry, I'll fix the reminder for 7am and 7pm."),
                u("all good. pepper knocked my coffee over btw"),
                a("Classic Pepper."),
                u("she looked me dead in the eye while doing it"),
            ),
        ),
        (
            Probe(
                "how much insulin am i giving miso nowadays?",
                "3 units",
                "update",
                f"2026-05-16T07:00:00{DEN}",
                4,
                stale=("2 units",),
            ),
        ),
    ),
    Scenario(
        "fg-en-piano-lessons",
        "en",
        (
            s(
                f"2026-08-03T16:30:00{CHI}",
                u("signed ava up for piano!! lessons with ms. kowalski thursdays at 4:30"),
                a("Yay! Where are the lessons?"),
                u("her studio at 2210 W Wabansia, like 10 min from us"),
                a("Got it: Thursdays at her studio on Wabansia. How much per lesson?"),
                u("$45 for 30 min"),
                a("Noted. Does Ava have something to practise on at home?"),
                u("my mom's old upright, needs tuning badly"),
                a("A tuner usually runs $100-$150. Want me to find one nearby?"),
                u("later. leo has soccer tuesdays at 5 so thursdays was the only gap"),
                a("Makes sense: Tuesdays soccer for Leo, Thursdays piano for Ava."),
            ),
            s(
                f"2026-08-20T20:00:00{CHI}",
                u(
                    "ms kowalski emailed all the parents, she's moving her studio to 1845 N "
                    "Milwaukee Ave from september"
                ),
                a("Good to know. Same day and time?"),
                u("same day but she wants ava an hour earlier bc she's starting a group class"),
                a("So Thursdays at 3:30 from September. Is that tight with school pickup?"),
                u("ugh yes. i'll have to grab her straight from school"),
                a("Want a reminder on Thursdays at 3:05 to head out?"),
                u("yes pls"),
                a("Done."),
                u("price stays at 45 thank god"),
            ),
            s(
                f"2026-09-10T21:15:00{CHI}",
                u("first lesson at the new place today, it's way nicer, has a real grand"),
                a("Ava must have loved that."),
                u("she did. leo scored at soccer too, big week"),
                a("Two wins! 🎉"),
                u("piano tuner came btw, $120"),
                a("Reasonable. The upright should sound much better now."),
                u("it does, the dog no longer howls at it lol"),
            ),
        ),
        (
            Probe(
                "when's ava's thursday piano lesson these days?",
                "3:30",
                "update",
                f"2026-09-15T12:00:00{CHI}",
                4,
                stale=("4:30",),
            ),
            Probe(
                "where do i drop ava off for piano?",
                "1845 N Milwaukee",
                "update",
                f"2026-09-15T12:05:00{CHI}",
                4,
                stale=("Wabansia",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fg-en-writing-hours",
        "en",
        (
            s(
                f"2026-05-03T23:40:00{SYD}",
                u("can't sleep, might as well write. i do my best writing after midnight, always"),
                a("The night shift! What are you working on?"),
                u("novel draft, chapter 9. the one where the lighthouse keeper finds the letters"),
                a("Ooh. How many words are you aiming for tonight?"),
                u("1000, then bed"),
                a("Good luck! I'll stay quiet."),
                u("day job starts at 9 tho so we'll see how that goes lol"),
                a("Coffee will be your friend tomorrow."),
            ),
            s(
                f"2026-05-20T19:10:00{SYD}",
                u("writing group recs? the one at the library is full"),
                a(
                    "There's a Thursday-night group at Glebe Library and an online one on "
                    "Discord called Inkwell."
                ),
                u("inkwell sounds good, i'll check it out"),
                a("They run monthly prompt challenges too."),
                u("love that. day job is killing me this month, end of financial year"),
                a("June's rough for accountants. Hang in there."),
                u("🫠"),
            ),
            s(
                f"2026-06-14T06:30:00{SYD}",
                u(
                    "ok you will not believe this but i joined inkwell's 5am sprint room and "
                    "i'm obsessed. 1500 words before breakfast"
                ),
                a("Wow, that's a lot of words! How are you finding the early start?"),
                u("lights out by 10 now, i feel like a new person. brain is so clear first thing"),
                a("Love that. Want a reminder to wind down at 9:30?"),
                u("yes pls"),
                a("Done: 9:30pm wind-down reminder."),
                u("lighthouse keeper chapter finally done btw"),
                a("Congrats on chapter 9!"),
            ),
            s(
                f"2026-07-02T12:30:00{SYD}",
                u("lunch break. can u recommend a good notebook for drafting by hand"),
                a("A Leuchtturm1917 or a Midori Traveler's Notebook are favourites."),
                u("leuchtturm, the name is basically lighthouse lol fitting"),
                a("It literally means lighthouse! Perfect for your book."),
                u("ha sold"),
            ),
        ),
        (
            Probe(
                "i want to block out writing time next week, when do i get the most done?",
                "5am sprint",
                "preference",
                f"2026-07-09T12:00:00{SYD}",
                5,
                stale=("after midnight",),
            ),
        ),
    ),
    Scenario(
        "fg-en-fish-again",
        "en",
        (
            s(
                f"2026-04-04T17:00:00{LON}",
                u(
                    "can u help me plan meals for next week, i'm strictly vegetarian, have been "
                    "for 8 years"
                ),
                a("Of course! Any favourites or things to avoid?"),
                u("no mushrooms, i hate the texture. and keep weeknights under 30 min"),
                a(
                    "Got it: no meat, no mushrooms, under 30 minutes. To start: halloumi "
                    "traybake, chickpea curry, pesto gnocchi, black bean tacos, lentil ragu."
                ),
                u("ooh yes. jamie's vegan btw so tacos and curry need to work for him too"),
                a("Easy: skip the cheese and yoghurt on his portions. Noted that Jamie is vegan."),
                u("perfect"),
            ),
            s(
                f"2026-04-22T19:30:00{LON}",
                u("went to the gp about being tired all the time, low iron and b12 apparently"),
                a("That explains a lot. Did they suggest anything?"),
                u("supplements for now. also got a dietitian appt"),
                a("Good, they'll have practical ideas. When is it?"),
                u("may 6, 11am"),
                a("Noted: dietitian, May 6 at 11am."),
                u("ty. off to watch the football"),
            ),
            s(
                f"2026-05-13T18:45:00{LON}",
                u("add salmon and mackerel to the shopping list. and prawns if they're on offer"),
                a("Added salmon, mackerel and prawns. Cooking for guests?"),
                u(
                    "nope for me! i'm eating fish again, the dietitian reckons it'll help with "
                    "the iron thing and honestly i've missed it"
                ),
                a("Makes sense. Want fish dinners a couple of times a week in the plan?"),
                u("yes, 2-3 times. still no meat tho, and still no mushrooms ever"),
                a("Got it. And keep vegan options for Jamie?"),
                u("yep he's not budging lol"),
            ),
            s(
                f"2026-06-01T12:00:00{LON}",
                u("what's a quick sauce for salmon"),
                a("Miso-honey glaze: miso, honey, soy and ginger, 10 minutes under the grill."),
                u("ooh"),
                a("Want me to add miso to the list?"),
                u("yes and limes"),
                a("Added both."),
            ),
        ),
        (
            Probe(
                "do me a dinner plan for next week, bearing in mind what i eat",
                "eating fish again",
                "preference",
                f"2026-06-08T17:00:00{LON}",
                5,
                stale=("strictly vegetarian",),
            ),
        ),
    ),
    Scenario(
        "fg-en-reply-format",
        "en",
        (
            s(
                f"2026-04-07T09:00:00{NY}",
                u(
                    "morning! when u explain stuff to me pls be thorough, i like detailed "
                    "breakdowns with all the pros and cons"
                ),
                a("Will do. What's on your mind today?"),
                u("should i refinance my car loan, rate is 7.9%"),
                a(
                    "Here's the breakdown. Pros: at around 5.5% you'd save roughly $40 a month "
                    "and several hundred over the loan. Cons: possible fees, a hard credit "
                    "check, and little gain if you're near the end of the term. Overall: worth "
                    "asking your credit union for a quote."
                ),
                u("ok that's helpful"),
                a("Want me to look up credit union rates?"),
                u("later. for work emails keep it formal btw, my boss is old school"),
                a("Noted: formal tone for anything work-related."),
            ),
            s(
                f"2026-04-30T20:00:00{NY}",
                u("can u summarize this article on heat pumps for me [link]"),
                a(
                    "Sure! 1) How they work: they move heat rather than make it. 2) Efficiency: "
                    "3-4x a gas furnace in mild weather. 3) Costs: $8k-$15k installed. "
                    "4) Rebates: federal and state. 5) Downsides: less efficient in deep cold..."
                ),
                u(
                    "omg way too long. from now on just give me the short version, 2 lines max. "
                    "i'll ask if i want more"
                ),
                a("Got it. Heat pumps cut bills ~30% in mild climates; rebates up to $2,000."),
                u("perfect. that's the vibe"),
            ),
            s(
                f"2026-05-19T12:30:00{NY}",
                u("draft an email to mr. halvorsen asking for friday off"),
                a(
                    "Dear Mr. Halvorsen, I would like to request annual leave on Friday, May 22. "
                    "My tasks are covered. Kind regards."
                ),
                u("good, formal is right for him"),
                a("Shall I send it?"),
                u("i'll send it. whats the diff between roth and traditional ira"),
                a("Roth: pay tax now, withdraw tax-free. Traditional: tax break now, taxed later."),
                u("👌"),
            ),
        ),
        (
            Probe(
                "how do i like you to answer my questions?",
                "2 lines max",
                "preference",
                f"2026-05-26T09:00:00{NY}",
                4,
                stale=("detailed breakdowns",),
            ),
        ),
    ),
    Scenario(
        "fg-en-bouldering",
        "en",
        (
            s(
                f"2026-03-16T18:00:00{DEN}",
                u("need a new lifting program, i'm in the gym 4x a week, mostly barbell stuff"),
                a("Nice. What are you after, strength or size?"),
                u("strength. squat's been stuck at 275 for months"),
                a("A 5/3/1 block could break the plateau. Want me to lay it out over 4 days?"),
                u("yes pls"),
                a("Day 1 squat, Day 2 bench, Day 3 deadlift, Day 4 overhead press, plus extras."),
                u("perfect. also sundays i do a long bike ride with my brother, that's sacred"),
                a("Noted: Sunday rides with your brother stay untouched."),
            ),
            s(
                f"2026-04-09T19:20:00{DEN}",
                u("went climbing w coworkers last night, forearms are destroyed lol"),
                a("Ha, the pump is no joke. Did you like it?"),
                u("kinda loved it ngl"),
                a("Want some beginner tips?"),
                u("sure"),
                a("Use your legs more than your arms, keep your hips close to the wall, and rest."),
                u("ok. gotta go, dinner"),
            ),
            s(
                f"2026-05-05T17:45:00{DEN}",
                u(
                    "froze my gym membership and got a monthly pass at the bouldering place on "
                    "walnut st. haven't touched a barbell in weeks and don't miss it"
                ),
                a("Sounds like you've found your thing! How often are you going?"),
                u("3 evenings a week, mon wed fri"),
                a("Want a short strength routine to support it, hangs and core?"),
                u("yes but short, 20 min"),
                a("Pull-ups, dead hangs, hollow holds and push-ups: 20 minutes, twice a week."),
                u("still doing sundays with my brother ofc"),
                a("Of course, the Sunday ride stays."),
            ),
            s(
                f"2026-05-27T20:10:00{DEN}",
                u("sent my first V3 today!!!"),
                a("Congrats!! That's a big milestone."),
                u("shoes are already wrecked tho"),
                a("A resole is about $50, cheaper than new ones."),
                u("good to know"),
            ),
        ),
        (
            Probe(
                "what am i doing for exercise at the moment?",
                "bouldering",
                "preference",
                f"2026-06-03T18:00:00{DEN}",
                5,
                stale=("lifting program", "barbell stuff"),
            ),
            Probe(
                "how many days a week do i train right now?",
                "3 evenings a week",
                "preference",
                f"2026-06-03T18:05:00{DEN}",
                5,
                stale=("4x a week",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fg-en-flat-hunt",
        "en",
        (
            s(
                f"2026-06-06T14:00:00{LON}",
                u("viewed 3 flats today for me and zara, help me keep track"),
                a("Sure, what did you see?"),
                u(
                    "1. 14 Cranbrook Rd, 2 bed, £1,650, right next to the park, tiny kitchen\n"
                    "2. Flat 3, 88 Station Parade, £1,550, 5 min from the tube but above a "
                    "kebab shop\n"
                    "3. 21 Elm Grove, £1,720, big garden, 20 min walk to the station"
                ),
                a(
                    "Got them: Cranbrook Rd by the park, Station Parade near the tube, Elm "
                    "Grove with the garden. Any favourite?"
                ),
                u("zara loves the garden one, i love the park one. kebab one smells of kebab 😂"),
                a("So it's between Cranbrook and Elm Grove. Want a pros and cons table?"),
                u("later, we're getting brunch"),
            ),
            s(
                f"2026-06-09T21:00:00{LON}",
                u(
                    "decided!! we're going for the one near the park. garden was nice but it's "
                    "a stretch and that walk in winter, no"
                ),
                a("Great choice! Want me to draft an email to the agent?"),
                u("yes pls, say we can move in from july 1"),
                a("Drafted: 'We'd like to go ahead with the park flat, moving from 1 July...'"),
                u("sent. zara's a bit sad about the garden"),
                a("Maybe a few pots on the windowsill? 🌱"),
                u("haha she'd like that"),
            ),
            s(
                f"2026-06-25T18:30:00{LON}",
                u("holding deposit paid, £380"),
                a("Noted. Move-in still 1 July?"),
                u("yep. need a man with a van"),
                a("Local ones on Gumtree usually run £60-£90 an hour in London."),
                u("ok. also our current lease ends 30 june, overlap is tight"),
                a("One day, ambitious but doable!"),
                u("pray for us"),
            ),
        ),
        (
            Probe(
                "what's the address of our new place again?",
                "14 Cranbrook",
                "rejection",
                f"2026-07-06T19:00:00{LON}",
                4,
                stale=("Station Parade", "Elm Grove"),
            ),
            Probe(
                "how much rent are we paying on the new flat?",
                "£1,650",
                "rejection",
                f"2026-07-06T19:05:00{LON}",
                4,
                stale=("£1,550", "£1,720"),
            ),
        ),
    ),
    Scenario(
        "fg-en-laptop",
        "en",
        (
            s(
                f"2026-05-11T20:30:00{SF}",
                u("my laptop just died mid-essay 💀 need a new one for grad school, under $1500"),
                a("Ouch. Mostly writing and research, or anything heavy?"),
                u("writing, zoom, some R for stats"),
                a(
                    "Three good picks:\n"
                    "1. MacBook Air 13 M4, 16GB/512GB: $1,199\n"
                    "2. Dell XPS 14, 32GB/1TB: $1,449\n"
                    "3. Framework Laptop 13 DIY edition, 16GB/512GB: $1,099"
                ),
                u("framework looks cool but i am not assembling a laptop during finals lol"),
                a("Fair! That leaves the Mac and the Dell."),
                u("gonna sleep on it. also did u save my essay outline from last week"),
                a("Yes: intro on urban heat islands, three case studies, then policy recs."),
                u("phew"),
            ),
            s(
                f"2026-05-13T10:15:00{SF}",
                u("ok going with the cheaper one, the extra ram isn't worth $250 for what i do"),
                a("Sounds sensible. Want me to check for a student discount?"),
                u("checked the uni store already, same price, whatever"),
                a("Fair enough. Any colour preference?"),
                u("ordered in midnight, arrives friday"),
                a("Nice. Want a reminder to back up to the cloud this time? 😅"),
                u("lesson learned yes"),
                a("Reminder set for Sundays."),
            ),
            s(
                f"2026-05-30T15:00:00{SF}",
                u("essay submitted!!! A- 🎉"),
                a("Congratulations!!"),
                u("new laptop is so fast, R doesn't freeze anymore"),
                a("Night and day compared to the old one."),
                u("fr. what should i do with the dead one"),
                a("Best Buy recycles laptops for free, any brand."),
                u("best buy then"),
            ),
        ),
        (
            Probe(
                "which laptop did i end up buying?",
                "MacBook Air",
                "rejection",
                f"2026-06-04T11:00:00{SF}",
                4,
                stale=("Dell XPS", "Framework Laptop"),
            ),
            Probe(
                "how much did my new computer set me back?",
                "$1,199",
                "rejection",
                f"2026-06-04T11:05:00{SF}",
                4,
                stale=("$1,449", "$1,099"),
            ),
        ),
    ),
    Scenario(
        "fg-en-summer-camp",
        "en",
        (
            s(
                f"2026-03-23T21:00:00{NY}",
                u("summer camp for mateo, he's 9. found 3, help"),
                a("Sure! What are they?"),
                u(
                    "pasting from my notes:\n"
                    "- Camp Wildwood, sleepaway, 2 weeks in july, $2,800, in the catskills\n"
                    "- Brooklyn Robotics Lab, day camp, 4 weeks, $1,900, 10 min from home\n"
                    "- Prospect Park Nature Camp, day camp, 6 weeks, $2,400"
                ),
                a("Got it. Does Mateo have a preference?"),
                u("he wants robots obviously. i want him outdoors lol"),
                a("The classic standoff. Any deadlines?"),
                u("wildwood early bird ends april 1"),
                a("Noted, April 1 for the sleepaway early bird."),
            ),
            s(
                f"2026-03-28T19:45:00{NY}",
                u("ok the sleepaway one is out, he had a total meltdown about sleeping away"),
                a("Totally normal at 9. So it's between the two day camps?"),
                u("yeah still deciding, his dad wants to weigh in"),
                a("Sure. Anything else I should keep in mind?"),
                u("mateo's allergic to tree nuts, whichever one it is needs to know"),
                a("Noted: tree nut allergy. I'll remind you to put it on the form."),
                u("ty"),
            ),
            s(
                f"2026-04-10T20:30:00{NY}",
                u(
                    "we compromised: the one 10 min from home, and we do weekend hikes to keep "
                    "me happy"
                ),
                a("Robots win! Want me to draft the registration email?"),
                u("yes, and mention the tree nut thing"),
                a("Drafted, with the tree nut allergy flagged."),
                u("mateo's already designing a robot dog in his head"),
                a("Future engineer 🤖"),
            ),
            s(
                f"2026-05-02T10:00:00{NY}",
                u("deposit paid, $500, rest due june 1"),
                a("Reminder set for June 1 for the balance."),
                u("how much is the balance again"),
                a("$1,400."),
                u("oof ok"),
            ),
        ),
        (
            Probe(
                "which camp is mateo going to this summer?",
                "Brooklyn Robotics",
                "rejection",
                f"2026-05-10T09:00:00{NY}",
                5,
                stale=("Camp Wildwood", "Prospect Park Nature"),
            ),
            Probe(
                "what's mateo's camp costing us altogether?",
                "$1,900",
                "rejection",
                f"2026-05-10T09:05:00{NY}",
                5,
                stale=("$2,800", "$2,400"),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fg-en-dog-food",
        "en",
        (
            s(
                f"2026-04-12T09:30:00{CHI}",
                u("biscuit keeps licking her paws raw, like constantly, even at night"),
                a("Poor girl. Any redness or smell? Could be allergies, yeast, or boredom."),
                u("red between the toes yeah"),
                a("Worth a vet visit. Meanwhile a cone or socks at night can help."),
                u("she'll eat the sock lol. booking the vet"),
                a("Ha. Want me to note what she eats for the vet?"),
                u("purina pro plan chicken & rice, 2 cups a day"),
                a("Noted: Pro Plan chicken and rice, 2 cups daily."),
            ),
            s(
                f"2026-04-16T18:00:00{CHI}",
                u(
                    "vet visit done. she thinks biscuit is allergic to chicken, says the paw "
                    "licking is classic food allergy"
                ),
                a("That would explain it. Did she recommend anything?"),
                u("ok so switching her to the salmon & sweet potato one, same brand. 8 wk trial"),
                a("Got it: salmon and sweet potato for an 8-week trial. Same 2 cups?"),
                u("yeah same amount. and no chicken treats either"),
                a("Noted. Want a check-in reminder for the end of the trial?"),
                u("yes pls"),
                a("Reminder set for June 11."),
            ),
            s(
                f"2026-05-07T20:00:00{CHI}",
                u("paws look SO much better"),
                a("Great sign three weeks in!"),
                u("also my neighbour asked if biscuit wants playdates w his lab"),
                a("Fun! Is his lab friendly?"),
                u("giant goofball. saturday at the dog park"),
                a("Sounds perfect."),
            ),
        ),
        (
            Probe(
                "remind me why we changed biscuit's kibble?",
                "allergic to chicken",
                "why",
                f"2026-05-15T10:00:00{CHI}",
                4,
            ),
        ),
    ),
    Scenario(
        "fg-en-call-day",
        "en",
        (
            s(
                f"2026-04-20T20:00:00{LON}",
                u(
                    "can u set up a recurring reminder for my call with maya, thursdays 8pm. "
                    "we've done it every week since uni"
                ),
                a("Done: Thursday 8pm call with Maya, weekly."),
                u("also mum's birthday is may 3, remind me a week before"),
                a("Reminder set for April 26."),
                u("ty. maya's the one in edinburgh btw, not maya from work"),
                a("Got it, Edinburgh Maya, not work Maya 😄"),
            ),
            s(
                f"2026-05-04T19:15:00{LON}",
                u(
                    "maya messaged: 'hey!! so i got into the ux course 🎉 it's night classes on "
                    "thursdays 6-9 till december 😩 can we do another night?'"
                ),
                a("Congrats to her! Which night works for you?"),
                u("tuesdays i think, i'm free and she said she is"),
                a("Shall I move the reminder to Tuesdays at 8pm?"),
                u("yes pls"),
                a("Moved: weekly call with Maya, Tuesdays 8pm."),
                u("so proud of her honestly"),
            ),
            s(
                f"2026-05-20T21:30:00{LON}",
                u("work maya just asked me to cover her thursday shift lol, i can now"),
                a("Handy! Want me to add it to your calendar?"),
                u("yes 2-10pm"),
                a("Added: covering the Thursday shift, 2-10pm."),
                u("long day. good thing edinburgh maya and i caught up last night"),
                a("Nice. How's she finding the course?"),
                u("loving it, already redesigning her gym's app for fun"),
            ),
        ),
        (
            Probe(
                "why did my weekly catch-up with maya move off thursdays?",
                "night classes",
                "why",
                f"2026-05-28T18:00:00{LON}",
                4,
            ),
        ),
    ),
)
