"""Current-facts scenarios, English, part H (written blind to the service's rules)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, SF, CHI, DEN = "-04:00", "-07:00", "-05:00", "-06:00"
LON, SYD = "+01:00", "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fh-en-lease-renewal",
        "en",
        (
            s(
                f"2026-02-03T20:15:00{CHI}",
                u("ok budgeting time 😤 fixed stuff first: rent is $1,850 a month, due on the 1st"),
                a("Starting with the fixed costs: rent $1,850 on the 1st. What else is fixed?"),
                u("parking spot in the garage under the building is $75, phone $45, gym $30"),
                a("Got it: parking $75, phone $45, gym $30. Any subscriptions?"),
                u("netflix, spotify, and that meditation app i never open lol"),
                a("Might be worth cancelling the meditation one if it's gathering dust."),
                u("yeah yeah. landlord is gary, he's actually chill. lease is up end of april"),
                a("Good to know. Want a reminder in March to sort out the renewal?"),
                u("sure, march 1"),
                a("Done: renewal reminder on March 1."),
            ),
            s(
                f"2026-03-10T19:40:00{CHI}",
                u(
                    "gary finally sent the renewal thing, pasting it: 'Hi Jess, hope all's well! "
                    "Attached is the renewal starting 5/1. With the tax reassessment and the new "
                    "boiler, the monthly rent for the new term will be $1,975. Let me know by "
                    "3/31. Thanks, Gary'"
                ),
                a(
                    "Thanks for pasting it. That's a noticeable bump. Are you planning to sign "
                    "or push back a bit?"
                ),
                u("ugh. i'll try to negotiate but honestly moving would cost way more than that"),
                a(
                    "Fair point, movers plus deposits add up fast. Want a short, friendly counter "
                    "email?"
                ),
                u("yes pls, keep it nice, i like him"),
                a(
                    "Draft: 'Hi Gary, thanks for sending this. I've really enjoyed living here and "
                    "would love to stay. Would you consider a slightly smaller increase given I've "
                    "always paid on time?'"
                ),
                u("lol he won't go for it but fine, sending"),
                a("Worth a shot! Let me know what he says."),
            ),
            s(
                f"2026-04-02T21:05:00{CHI}",
                u("update: gary said no, i signed anyway 🙃 another year in the shoebox"),
                a(
                    "At least it's settled. For the budget: parking still $75 and everything "
                    "else the same?"
                ),
                u(
                    "nope, the management co sent a separate notice, garage spot goes up to $90 "
                    "from may too. so much for gary saying nothing else changes"
                ),
                a("Ouch, noted for the budget spreadsheet."),
                u("also my cat knocked the signed copy into her water bowl, had to reprint"),
                a("Sabotage! Maybe she's against the lease too."),
                u("she's against everything except tuna"),
                a("Sounds like a cat."),
            ),
        ),
        (
            Probe(
                "remind me what i'm paying for the apartment each month after the renewal?",
                "$1,975",
                "update",
                f"2026-05-06T18:00:00{CHI}",
                4,
                stale=("$1,850",),
            ),
            Probe(
                "how much is my car space costing me now",
                "$90",
                "update",
                f"2026-05-06T18:03:00{CHI}",
                4,
                stale=("$75",),
            ),
        ),
    ),
    Scenario(
        "fh-en-bp-meds",
        "en",
        (
            s(
                f"2026-01-14T17:30:00{NY}",
                u(
                    "saw the new doctor today (dr abernathy). she started me on lisinopril 10mg "
                    "for my blood pressure, once a day"
                ),
                a("Okay, one pill a day. Did she say morning or evening?"),
                u("morning w breakfast. bp was 148/95 which, yikes"),
                a("That's on the high side, so good you're starting treatment. Want a reminder?"),
                u("yes 8am pls"),
                a("Set: daily 8am reminder for your blood pressure pill."),
                u("also she wants me to cut salt which means my ramen habit is dead 💀"),
                a("RIP ramen. Low-sodium broths exist, for the record."),
                u("lol ok. follow up in 6 weeks"),
            ),
            s(
                f"2026-02-27T18:10:00{NY}",
                u("follow up done. numbers still high-ish, 139/90"),
                a("Better than January though! Did Dr. Abernathy change anything?"),
                u("she said she'd message me after she sees my labs"),
                a("Okay, let me know what she says."),
                u("meanwhile my kid's science fair is tmrw and we're building a volcano at 11pm"),
                a("Baking soda, vinegar and a squirt of dish soap for extra foam. Good luck!"),
                u("the kitchen looks like a crime scene. red food coloring everywhere"),
            ),
            s(
                f"2026-03-02T12:20:00{NY}",
                u(
                    "portal msg from dr a: 'Labs look fine, kidney function normal. Let's "
                    "increase to 20mg daily, same time of day. Recheck BP in 4 weeks.'"
                ),
                a("Thanks for sharing. Did the pharmacy already get the new prescription?"),
                u("yep picked up today. the pills are a different color which freaked me out"),
                a("Totally normal with a different strength. Keep the 8am reminder?"),
                u("ya same time"),
                a("Reminder stays as is."),
                u("also found a low sodium ramen. it's sad but it exists"),
                a("Progress is progress!"),
            ),
            s(
                f"2026-03-20T07:05:00{NY}",
                u("new job starts monday and i have to leave the house by 7:15 😩"),
                a("Congrats on the new job! Want me to adjust anything for the earlier mornings?"),
                u("yeah pill reminder is useless now, make it 7am, i'll take it with coffee"),
                a("Done, your blood pressure pill reminder is now at 7am every day."),
                u("ty. also what do ppl even wear to a first day at a bank lol"),
                a("Business casual is a safe bet: chinos or slacks, a button-down, clean shoes."),
                u("guess i'm ironing tonight"),
            ),
        ),
        (
            Probe(
                "what strength is my blood pressure medication now?",
                "20mg daily",
                "update",
                f"2026-04-10T09:00:00{NY}",
                5,
                stale=("lisinopril 10mg",),
            ),
            Probe(
                "when does my med reminder go off?",
                "7am",
                "update",
                f"2026-04-10T09:02:00{NY}",
                5,
                stale=("8am",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fh-en-gym-cardio",
        "en",
        (
            s(
                f"2026-01-08T06:55:00{DEN}",
                u("new year new me lol. finally joined the gym on colfax"),
                a("Nice! What kind of workouts are you planning?"),
                u("spin class is my absolute favorite, i'd go every day if my butt allowed it"),
                a("Ha! Spin is great cardio. How many a week?"),
                u("3. mon wed fri 6am with kayla, she plays 2000s pop and i live for it"),
                a("Mon/Wed/Fri 6am with Kayla. Anything for strength?"),
                u("squats and stuff on tues i guess"),
                a("Good balance. Want a simple strength routine for Tuesdays?"),
                u("maybe later, i'm still sweating"),
            ),
            s(
                f"2026-02-19T19:30:00{DEN}",
                u("kayla left the gym 😭 new guy yells and plays edm"),
                a("Oof, the instructor makes a huge difference. Are you sticking with it?"),
                u("idk, went twice. knees have been cranky too"),
                a("Might be worth checking your bike setup, saddle height affects knees a lot."),
                u("yeah maybe. also need new headphones, mine died mid workout"),
                a("For the gym, sweat-resistant earbuds are usually the best bet. Budget?"),
                u("like 80 bucks"),
                a("There are solid options around $70–80 with good fit and water resistance."),
            ),
            s(
                f"2026-03-25T07:10:00{DEN}",
                u(
                    "ok confession i'm obsessed with the rowing machine now. 20 min with a podcast "
                    "and i'm in heaven"
                ),
                a("Love that, and rowing is easy on the knees. How often are you doing it?"),
                u("lol haven't touched a bike in a month. rowing mon wed fri, same 6am slot"),
                a("Got it. Want some interval workouts to mix it up?"),
                u("yesss"),
                a("Try 8 x 500m hard with 1 minute easy between, then a 5-minute cooldown."),
                u("bet. my legs are gonna hate u"),
                a("They'll thank me later. Probably."),
            ),
        ),
        (
            Probe(
                "what's my favourite kind of cardio at the gym lately?",
                "rowing machine",
                "preference",
                f"2026-04-14T08:00:00{DEN}",
                4,
                stale=("spin class",),
            ),
        ),
    ),
    Scenario(
        "fh-en-reading-kick",
        "en",
        (
            s(
                f"2026-02-02T08:20:00{LON}",
                u(
                    "need book recs for the commute. total sucker for cozy mysteries, like "
                    "thursday murder club vibes"
                ),
                a("Lovely. Try 'The Maid' by Nita Prose, or the Agatha Raisin series."),
                u(
                    "read the maid, loved it. agatha raisin sounds fun. and i only do paperbacks, "
                    "kindle feels like homework"
                ),
                a("Noted, paper it is. 'Arsenic and Adobo' by Mia P. Manansala is another one."),
                u("adding it. book club is doing some literary lighthouse thing, i'm dying"),
                a("Is there a deadline?"),
                u("2 weeks. ugh"),
                a("A chapter a day on the commute should do it."),
            ),
            s(
                f"2026-03-06T21:45:00{LON}",
                u("finished the lighthouse book. it was fine. 6/10"),
                a("Faint praise! What did the club think?"),
                u("priya loved it, tom hated it, classic"),
                a("Sounds like a lively meeting."),
                u("also i accidentally read project hail mary in 2 days and i need MORE like it"),
                a("Great pick! Similar ones: 'The Martian', 'Children of Time', 'Red Rising'."),
                u("the martian is next!"),
                a("You're in for a treat."),
            ),
            s(
                f"2026-04-15T18:30:00{LON}",
                u(
                    "ok so the whodunnit stuff just doesn't do it for me anymore, gave up on "
                    "another one at ch 3. it's all sci-fi now, the more space the better"
                ),
                a("Makes sense after those two. Children of Time, Seveneves, or Three-Body?"),
                u("three-body yes. is seveneves long"),
                a("Very, around 880 pages."),
                u(
                    "lmao. good thing audiobooks have taken over my life, libby + the tube is "
                    "perfect, my eyes are thanking me"
                ),
                a("Libby's great for long ones. I'll keep recommendations audio-friendly."),
                u("ty. also what's a good snack for book club that isn't crisps"),
                a("Cheese straws, a fruit platter, or mini sausage rolls all go down well."),
            ),
        ),
        (
            Probe(
                "i need something to read on my holiday, what genre am i into these days?",
                "sci-fi",
                "preference",
                f"2026-05-20T12:00:00{LON}",
                4,
                stale=("cozy mysteries",),
            ),
            Probe(
                "should i grab a physical copy or what's my usual format now?",
                "audiobooks",
                "preference",
                f"2026-05-20T12:02:00{LON}",
                4,
                stale=("paperbacks",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fh-en-daycare-pick",
        "en",
        (
            s(
                f"2026-01-20T13:00:00{SF}",
                u(
                    "back to work in april 😩 need daycare for nora, she'll be 11 months. i "
                    "toured 3 places, can u help me compare"
                ),
                a("Of course! Dump your notes and I'll tidy them up."),
                u(
                    "acorns = cute, right by the park, 2550, waitlist?? / bright steps = big, "
                    "2100, open 7-6 / sunflower = home daycare w mrs ortiz, 2400, only 6 kids"
                ),
                a(
                    "Here they are: 1) Little Acorns, next to Douglass Park, $2,550/mo, possible "
                    "waitlist. 2) Bright Steps, a larger center, $2,100/mo, open 7am-6pm. "
                    "3) Sunflower House, home daycare run by Mrs. Ortiz, $2,400/mo, 6 kids max. "
                    "Any front-runner?"
                ),
                u("my heart says the one by the park tbh"),
                a("Tentatively Little Acorns, then. Want an email asking about the waitlist?"),
                u("yes pls"),
                a(
                    "Draft: 'Hi! We toured last week and loved it. Could you tell us where we'd be "
                    "on the waitlist for a full-time infant spot starting April?'"
                ),
                u("sent 🤞"),
            ),
            s(
                f"2026-02-04T12:15:00{SF}",
                u("acorns replied. waitlist till september. so that's dead"),
                a("Sorry! That leaves the other two."),
                u(
                    "drove by sunflower again, mrs ortiz is lovely but she closes at 4:30 and my "
                    "commute is brutal. can't do it"
                ),
                a("A 4:30 pickup with your commute is rough. So Bright Steps?"),
                u("yeah the cheaper one wins. sent the deposit this morning, $500 🫠"),
                a("Done! When does she start?"),
                u("april 6. gonna do a couple half days the week before"),
                a("Noted: half days the week of March 30, full time from April 6."),
            ),
            s(
                f"2026-03-31T17:40:00{SF}",
                u(
                    "first half day at bright steps today. nora cried, i cried, her teacher "
                    "ms jubilee did not cry"
                ),
                a("Oh, that's a hard one. How was pickup?"),
                u("she was eating puffs like nothing happened lol"),
                a("Classic. Sounds like she's settling in."),
                u("first invoice came too, $2,100 like they said, autopay is on"),
                a("Great, one less thing to think about."),
                u("a mom from the park playgroup asked about acorns, told her about the waitlist"),
                a("Good heads-up for her."),
            ),
        ),
        (
            Probe(
                "where's nora going for childcare again?",
                "Bright Steps",
                "rejection",
                f"2026-04-20T09:00:00{SF}",
                4,
                stale=("Little Acorns", "Sunflower House"),
            ),
            Probe(
                "how much does her daycare cost us monthly",
                "$2,100",
                "rejection",
                f"2026-04-20T09:02:00{SF}",
                4,
                stale=("$2,550", "$2,400"),
            ),
        ),
    ),
    Scenario(
        "fh-en-car-insurance",
        "en",
        (
            s(
                f"2026-05-04T20:00:00{NY}",
                u("allstate renewal came in at $164/mo for the civic. insane. shopping around"),
                a("Definitely worth comparing. Got any quotes yet?"),
                u("geico 129, progressive 118, state farm 131. same coverage, 500 deductible"),
                a(
                    "Cheapest first: 1) Progressive, $118/mo. 2) Geico, $129/mo. 3) State Farm, "
                    "$131/mo. All with a $500 deductible, all well under the renewal price."
                ),
                u("ooh progressive is tempting"),
                a("It is the cheapest. Worth checking claims reviews before deciding."),
                u("good call, i'll ask around. dinner's burning brb"),
            ),
            s(
                f"2026-05-11T19:15:00{NY}",
                u(
                    "so my brother luis had a claim w progressive last year and says it took 4 "
                    "months to get paid. so nope"
                ),
                a("That's a real red flag. That leaves Geico and State Farm."),
                u("state farm's agent never called me back. going w the second one on your list"),
                a("Geico at $129/mo, then. Want a checklist so there's no gap in coverage?"),
                u("yes pls"),
                a(
                    "1) Pick the new policy's start date. 2) Cancel the old policy effective the "
                    "same day. 3) Ask for a prorated refund. 4) Put the new ID card in the car."
                ),
                u("start date may 20"),
                a("Perfect, May 20 it is."),
            ),
            s(
                f"2026-05-22T18:45:00{NY}",
                u("geico card came, stuck it in the glovebox. first payment of $129 went through"),
                a("Nice, you're all switched. Did the old insurer mention a refund?"),
                u("yep $53 prorated, whatever"),
                a("Better than nothing!"),
                u("also the civic is squeaking when i brake. of course"),
                a("Could be the brake pad wear indicators. Worth getting it looked at soon."),
                u("ugh ok booking the shop on 5th ave"),
            ),
        ),
        (
            Probe(
                "which company is my car insured with now?",
                "Geico",
                "rejection",
                f"2026-06-03T10:00:00{NY}",
                4,
                stale=("Progressive", "State Farm"),
            ),
            Probe(
                "what's my monthly car insurance payment?",
                "$129",
                "rejection",
                f"2026-06-03T10:02:00{NY}",
                4,
                stale=("$118", "$131"),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    Scenario(
        "fh-en-dog-meds",
        "en",
        (
            s(
                f"2026-03-03T17:20:00{SYD}",
                u("vet day for both dogs, i'm wrecked lol"),
                a("A double vet day is a lot! How did they go?"),
                u(
                    "biscuit's itchy skin is allergies apparently. she's on apoquel now, half a "
                    "tablet twice a day"
                ),
                a("Poor Biscuit. That usually helps with the itching pretty quickly."),
                u("and pepper's arthritis is worse, vet started her on meloxicam drops w dinner"),
                a("Poor old girl. So both of them are on something now."),
                u("yep my kitchen is a pharmacy. also pepper needs to lose 2kg 🙄"),
                a("Smaller portions and a few extra short walks could help."),
            ),
            s(
                f"2026-03-19T19:00:00{SYD}",
                u("biscuit stopped scratching!! it's a miracle"),
                a("Amazing, so glad it's working."),
                u("heading to bali for a week in may, my neighbour fern is dog sitting"),
                a("Lovely! Want me to write up a care sheet for Fern closer to the date?"),
                u("later yeah. what's a good thank you gift for a dog sitter"),
                a("A nice bottle of wine, a restaurant voucher, or something from Bali."),
                u("bali snacks it is lol"),
            ),
            s(
                f"2026-04-28T20:30:00{SYD}",
                u(
                    "ok care sheet for fern. food: biscuit gets 1 cup morning + night, pepper gets "
                    "3/4 cup (diet 🙄)"
                ),
                a("Got the food. And their meds?"),
                u("same as before for both. walks 2x a day, pepper only short ones"),
                a(
                    "Draft: Biscuit, allergy tablet twice daily, 1 cup food morning and night. "
                    "Pepper, arthritis drops with dinner, 3/4 cup food, short walks only."
                ),
                u("perfect. and fern's number is 0412 555 019 in case the kennel asks"),
                a("Added to the sheet."),
                u("i'm gonna miss them so much lol it's 7 days"),
            ),
        ),
        (
            Probe(
                "fern wants to know which dog takes which medicine, what are they each on?",
                "apoquel",
                "distinct",
                f"2026-05-05T08:00:00{SYD}",
                4,
                also=("meloxicam",),
            ),
            Probe(
                "how much food do the two girls get?",
                "1 cup morning + night",
                "distinct",
                f"2026-05-05T08:02:00{SYD}",
                4,
                also=("3/4 cup",),
            ),
        ),
    ),
    Scenario(
        "fh-en-kids-teachers",
        "en",
        (
            s(
                f"2026-08-24T16:00:00{CHI}",
                u("first day of school survived!! ava's in 5th now, theo in 2nd"),
                a("Congrats on surviving! How did they like it?"),
                u("ava got mrs. okafor, everyone says she's strict but amazing"),
                a("Strict-but-amazing is a great combo for 5th grade."),
                u(
                    "theo came home saying his teacher has a pet snake in the classroom. it's "
                    "mr. lindqvist, he's new this year"
                ),
                a("A classroom snake is a huge win for a 2nd grader 😄"),
                u("now he wants a snake. absolutely not"),
                a("Maybe a very low-maintenance compromise? A fish?"),
                u("lol we'll see"),
            ),
            s(
                f"2026-09-10T15:30:00{CHI}",
                u("curriculum night tonight. two classrooms, one me, husband's traveling"),
                a("Oof. What times?"),
                u("ava's at 6, theo's at 6:30. ava's room is upstairs of course"),
                a("Tight but doable. Any questions you want to ask?"),
                u("math placement. ava says she's bored"),
                a("Good one. You could also ask about enrichment options."),
                u("also need to sign up to volunteer, the pta lady jen is relentless"),
                a("Pick one event and call it done."),
            ),
            s(
                f"2026-10-02T20:10:00{CHI}",
                u("parent teacher conferences are the 16th. theo's at 3:15, ava's at 4"),
                a("Noted: October 16, 3:15 and 4:00."),
                u("and the music teacher emailed about ava's recorder... she hasnt practiced once"),
                a("A classic. Maybe 10 minutes after dinner?"),
                u("good luck to me"),
                a("You've got this!"),
            ),
        ),
        (
            Probe(
                "the pta lady asked who the kids have for teachers this year and i blanked, who?",
                "Mrs. Okafor",
                "distinct",
                f"2026-10-12T09:00:00{CHI}",
                4,
                also=("Mr. Lindqvist",),
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fh-en-bike-commute",
        "en",
        (
            s(
                f"2026-04-07T19:00:00{LON}",
                u(
                    "looking for a waterproof jacket that doesn't look like a bin bag. i bike to "
                    "work every day along the canal so it gets a beating"
                ),
                a("A packable cycling shell with taped seams would be ideal. Budget?"),
                u("120 quid max"),
                a("There are solid ones around £90-£120 with reflective details."),
                u("reflective is good, the towpath is pitch black in winter"),
                a("Definitely. Want a couple of specific picks?"),
                u("go on then"),
                a("Look at the packable shells from the big cycling brands, all in range."),
            ),
            s(
                f"2026-04-20T08:45:00{LON}",
                u("back wheel buckled 😒 bike's in the shop till friday so the 73 bus this week"),
                a("Ugh! What happened?"),
                u("pothole. classic london"),
                a("The worst. At least it's only a few days."),
                u("the bus is SO packed at 8am omg. i'm pressed against a stranger's armpit"),
                a("Leaving 15 minutes earlier might get you a seat."),
                u("i'll try 7:40 tomorrow"),
            ),
            s(
                f"2026-05-12T18:20:00{LON}",
                u("jacket came in handy today, absolutely chucked it down"),
                a("Glad it's pulling its weight!"),
                u("saw a heron by the lock on the way in, just standing there judging me"),
                a("Herons do have a judgey look."),
                u("thinking of signing up for a 100k charity ride in july"),
                a("Fun! Want a training plan?"),
                u("yes but gentle pls"),
                a("Sure, we'll build up slowly over 8 weeks."),
            ),
        ),
        (
            Probe(
                "how do i normally get into the office?",
                "bike to work",
                "ended",
                f"2026-05-28T09:00:00{LON}",
                4,
                stale=("the 73 bus",),
            ),
        ),
    ),
    Scenario(
        "fh-en-standup-cover",
        "en",
        (
            s(
                f"2026-02-09T17:30:00{SF}",
                u(
                    "work rant. priya runs the monday standup and it always goes long, like 45 "
                    "min for a '15 min' meeting"
                ),
                a("Classic. A visible timer or a parking-lot doc for side topics might help."),
                u("lol i'm not telling my lead how to run her meeting"),
                a("Fair enough."),
                u("anyway she's going on parental leave end of feb, baby due march 3"),
                a("Exciting! Do you know who's covering her stuff?"),
                u("not yet, she's deciding this week"),
                a("Fingers crossed it's someone organised."),
            ),
            s(
                f"2026-03-02T16:50:00{SF}",
                u(
                    "well guess who's running standup till priya's back on april 20 😅 did the "
                    "first one today, 14 minutes, i'm a god"
                ),
                a("14 minutes! Impressive. What did you do differently?"),
                u("hard stop + the parking lot doc you said"),
                a("Love that it worked."),
                u("also priya had the baby! a girl, leela 🥹"),
                a("Congrats to her! Want help picking a gift from the team?"),
                u("yeah something practical, everyone sends flowers"),
                a("A meal delivery voucher is usually very welcome with a newborn."),
            ),
            s(
                f"2026-05-11T18:00:00{SF}",
                u("leela visited the office today, tiniest human ever"),
                a("Aww! How's Priya doing?"),
                u("good, tired. standup was 40 min again this morning lol, she's so back"),
                a("Some things never change."),
                u("also my perf review is friday, kinda nervous"),
                a("Want to list your wins from this cycle? Running the meetings counts."),
                u("ya lets do that tmrw"),
            ),
        ),
        (
            Probe(
                "who's in charge of the monday standup these days?",
                "priya runs the monday standup",
                "ended",
                f"2026-05-18T09:00:00{SF}",
                4,
                stale=("running standup",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fh-en-anniversary-dinner",
        "en",
        (
            s(
                f"2026-02-02T12:30:00{CHI}",
                u(
                    "our 5th anniversary is feb 14 (yes we got married on valentines, yes we're "
                    "cheesy). need a dinner spot"
                ),
                a("Cute! Any preferences?"),
                u("italian, not too loud. marco hates loud places"),
                a(
                    "Two quiet-ish picks: Osteria Lupa (small room, handmade pasta) or Piccolo "
                    "Forno (casual, wood-fired pizza)."
                ),
                u("lupa sounds perfect. booked 7:30 🎉"),
                a("Lovely. Need a gift idea too?"),
                u("i have one, it's a secret lol"),
            ),
            s(
                f"2026-02-16T10:10:00{CHI}",
                u("anniversary dinner was PERFECT. the cacio e pepe at osteria lupa... marry me"),
                a("Sounds dreamy! How was the rest of the night?"),
                u("marco got me earrings and i got him a pasta maker, very on theme lol"),
                a("Ha, a great match after that dinner."),
                u("he's already made fettuccine twice. flour everywhere"),
                a("Worth it for fresh pasta!"),
            ),
            s(
                f"2026-03-20T22:40:00{CHI}",
                u("team dinner tonight at trattoria sole, so loud i literally lost my voice"),
                a("Oof. Was the food at least good?"),
                u("fine. tiramisu was good tho"),
                a("Tiramisu redeems a lot."),
                u("also my manager said i'm up for promotion in june 👀"),
                a("That's big! Want to start a list of your wins?"),
                u("yes but not at 11pm"),
            ),
        ),
        (
            Probe(
                "want to take him back to that quiet place with the amazing pasta from our "
                "anniversary, what was it called?",
                "Osteria Lupa",
                "coreference",
                f"2026-05-05T19:00:00{CHI}",
                4,
                stale=("Trattoria Sole",),
                resolves_to="Osteria Lupa",
            ),
            Probe(
                "what did i give my husband for the anniversary? don't want to repeat it",
                "pasta maker",
                "coreference",
                f"2026-05-05T19:02:00{CHI}",
                4,
                resolves_to="marco",
            ),
        ),
    ),
    Scenario(
        "fh-en-recruiter-offer",
        "en",
        (
            s(
                f"2026-03-04T18:00:00{NY}",
                u(
                    "had coffee with a recruiter today, tomasz wren, he's hiring for a payments "
                    "startup called ledgerly. series b"
                ),
                a("Interesting! What's the role?"),
                u("senior backend, fully remote. he floated $150k base which is... meh"),
                a("What are you at now?"),
                u("142 + a tiny bonus"),
                a("So a modest bump; the equity could make the difference."),
                u("yeah. he's setting up interviews"),
                a("Want help prepping once you have dates?"),
                u("def"),
            ),
            s(
                f"2026-03-18T12:40:00{NY}",
                u(
                    "another recruiter pinged me, aisha from meridian health. range 155-170 but "
                    "hybrid 3 days in jersey"
                ),
                a("Two in play! Are you interested in that one?"),
                u("eh, the commute would kill me. probably not"),
                a("Understandable."),
                u("ledgerly final round is friday, system design 😬"),
                a("Want to practice? A payment ledger design would be a good warm-up."),
                u("tomorrow maybe, brain is mush"),
            ),
            s(
                f"2026-03-27T17:15:00{NY}",
                u("OMG tomasz called. they want me!! offer is $165k base + 0.15% equity"),
                a("Congratulations!!! That's a big jump from what he first floated."),
                u("i'm shaking lol. need to reply by april 3"),
                a("Want help thinking through the equity and whether to negotiate?"),
                u("yes but tmrw, tonight i'm getting tacos"),
                a("Tacos are the correct call. Enjoy!"),
            ),
        ),
        (
            Probe(
                "what base pay did the guy from the payments company end up offering?",
                "$165k",
                "coreference",
                f"2026-03-30T09:00:00{NY}",
                4,
                stale=("$150k",),
                resolves_to="tomasz wren",
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    Scenario(
        "fh-en-10k-times",
        "en",
        (
            s(
                f"2026-03-16T19:00:00{DEN}",
                u("ran the st patrick's day 10k yesterday!! 52:10, first race ever 🍀"),
                a("Congrats on your first race! How did it feel?"),
                u("died on the hill at mile 4 but the beer at the end was worth it"),
                a("The finish-line beer is a sacred tradition."),
                u("my coworker ben ran it too and did 47:20, show-off"),
                a("Give yourself a few months!"),
                u("next one is in may, the cherry creek one"),
                a("Want a training plan for it?"),
                u("yes! 3 runs a week max"),
            ),
            s(
                f"2026-05-11T20:30:00{DEN}",
                u("cherry creek 10k sunday: 49:38!!! sub 50 baby"),
                a("Huge! The intervals paid off."),
                u("legs are destroyed. stairs are my enemy"),
                a("Easy walking and some foam rolling will help."),
                u("also got new shoes, the blue ones, like running on marshmallows"),
                a("Break them in on short runs first."),
                u("ya ya"),
            ),
            s(
                f"2026-06-22T18:10:00{DEN}",
                u("summer solstice 10k saturday, 48:55 but it was like 85 degrees"),
                a("In that heat? Great run."),
                u("i poured like 4 cups of water on my head"),
                a("Smart. Heat costs a lot of time."),
                u("thinking about a half marathon in the fall"),
                a("You're in a good spot to build up to one. Want a 12-week plan?"),
                u("maybe in august"),
            ),
        ),
        (
            Probe(
                "what was my time at the race in may?",
                "49:38",
                "window",
                f"2026-07-06T09:00:00{DEN}",
                4,
                stale=("52:10", "48:55"),
            ),
            Probe(
                "how fast did i run back in march?",
                "52:10",
                "window",
                f"2026-07-06T09:02:00{DEN}",
                4,
                stale=("49:38", "48:55"),
            ),
        ),
    ),
    Scenario(
        "fh-en-freelance-invoices",
        "en",
        (
            s(
                f"2026-02-02T10:30:00{LON}",
                u("sent halvorsen design their january invoice, £3,400 for 34 hrs"),
                a("Nice. Payment terms?"),
                u("30 days, they're usually good"),
                a("Want a reminder if it hasn't landed by early March?"),
                u("yes pls. brightwell still hasn't paid from december btw"),
                a("How much do they owe?"),
                u("£1,200. chasing them today"),
                a("A polite but firm email with the invoice attached usually does it."),
            ),
            s(
                f"2026-03-03T11:00:00{LON}",
                u("february invoice to halvorsen: £4,150. big month bc of the rebrand"),
                a("Great month! January's payment arrive?"),
                u("yep on time. and brightwell finally paid 🙌"),
                a("Excellent, all caught up."),
                u("i'm so tired tho, the rebrand nearly killed me"),
                a("Maybe block off a lighter week if you can?"),
                u("lol freelancers don't get lighter weeks"),
            ),
            s(
                f"2026-04-01T16:20:00{LON}",
                u("march was dead quiet, halvorsen invoice is only £2,900"),
                a("Quieter months happen. Anything new in the pipeline?"),
                u("a pitch for a bakery brand, fingers crossed"),
                a("Fingers crossed! Anything else?"),
                u("also need to do my self assessment before i forget"),
                a("Want a checklist for the tax return?"),
                u("yes pls"),
                a("Gather invoices, expenses, pension contributions and bank interest first."),
            ),
        ),
        (
            Probe(
                "how much did i bill halvorsen for february's work?",
                "£4,150",
                "window",
                f"2026-04-20T10:00:00{LON}",
                4,
                stale=("£3,400", "£2,900"),
            ),
            Probe(
                "what was the halvorsen invoice for january?",
                "£3,400",
                "window",
                f"2026-04-20T10:02:00{LON}",
                4,
                stale=("£4,150", "£2,900"),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fh-en-school-switch",
        "en",
        (
            s(
                f"2026-01-12T19:30:00{DEN}",
                u("imani's at westbrook elementary, 3rd grade, she adores her teacher mrs dale"),
                a("That's lovely! What's she into at school?"),
                u("science. she's doing a project on owl pellets, my kitchen smells weird"),
                a("Ha! Owl pellets are a classic. Any findings?"),
                u("a tiny mouse skull. she's thrilled, i'm horrified"),
                a("Sounds like a future biologist."),
                u("or a serial killer lol jk"),
            ),
            s(
                f"2026-02-09T20:00:00{DEN}",
                u(
                    "the district redid the bus routes and now imani's bus ride is 70 minutes "
                    "each way. she's wiped by 5pm"
                ),
                a("That's a lot for an 8-year-old. Any alternatives?"),
                u("carver academy is 10 min from us and has an opening mid-year"),
                a("That could make a big difference. Would she be sad to leave?"),
                u("ok we talked it over, we're moving her to carver after spring break"),
                a("Big decision! How did she take it?"),
                u("cried about mrs dale, then asked if carver has a science club. it does"),
                a("Sounds like she'll be okay."),
                u(
                    "carver also has a spanish program which is a nice bonus but not why we're "
                    "doing it"
                ),
            ),
            s(
                f"2026-04-13T18:00:00{DEN}",
                u("first week at carver done. she made a friend named zuri"),
                a("That's great news! How's she feeling?"),
                u("happy. home by 3:20 and actually has energy for soccer"),
                a("A huge difference."),
                u("honestly i'll miss mrs dale too lol"),
                a("Maybe send her a thank-you card?"),
                u("imani's already drawing one, with an owl"),
            ),
        ),
        (
            Probe(
                "my mom keeps asking why imani changed schools, what was the reason again?",
                "70 minutes each way",
                "why",
                f"2026-05-04T19:00:00{DEN}",
                4,
            ),
        ),
    ),
    Scenario(
        "fh-en-lisbon-to-maine",
        "en",
        (
            s(
                f"2026-03-05T21:00:00{SF}",
                u("planning our july trip!! lisbon for 10 days, sam and me 🇵🇹"),
                a("Amazing! What are you hoping to do?"),
                u("eat pastel de nata until i die. and sintra as a day trip"),
                a("Sintra is gorgeous. Go early to beat the crowds at Pena Palace."),
                u("flights are like $1,100 each from sfo, ouch"),
                a("Tuesday departures are sometimes cheaper. Want me to track prices?"),
                u("yes pls"),
                a("Will do."),
            ),
            s(
                f"2026-03-26T13:30:00{SF}",
                u(
                    "sam just texted me this: 'babe bad news, just checked and my passport "
                    "expires in June. renewal is 10+ weeks rn, no way it's back in time 😩'"
                ),
                a("Oh no. Expedited renewal might be an option, have you looked?"),
                u("he did, appointments are booked solid till august"),
                a("That's rough. Sorry!"),
                u("ok new plan. we're doing maine instead. acadia + lobster rolls"),
                a("Honestly a great summer trip! Same dates?"),
                u("ya july, roughly the same 10 days"),
                a("I'll stop tracking Lisbon fares then."),
            ),
            s(
                f"2026-04-15T19:45:00{SF}",
                u("booked a cabin near bar harbor, july 10-18 🌲"),
                a("Lovely! Want a list of hikes in Acadia?"),
                u("yes, nothing insane, sam's knees are 80 years old"),
                a("Jordan Pond Path and Ocean Path are both flat-ish and beautiful."),
                u("perfect. lobster roll ranking to follow"),
                a("I expect a full report."),
            ),
        ),
        (
            Probe(
                "remind me why we bailed on portugal this summer?",
                "passport expires in June",
                "why",
                f"2026-05-01T12:00:00{SF}",
                4,
            ),
        ),
    ),
)
