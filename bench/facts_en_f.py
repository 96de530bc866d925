"""Current-facts scenarios, English, part F (held out: written blind to the service's rules)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

LON_W, LON_S = "+00:00", "+01:00"
NY_W, NY_S = "-05:00", "-04:00"
CHI_W, CHI_S = "-06:00", "-05:00"
DEN_S = "-06:00"
SF_W, SF_S = "-08:00", "-07:00"
SYD = "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- health: a dose that goes up, and why ----------------------------------------------
    Scenario(
        "ff-en-thyroid-dose",
        "en",
        (
            s(
                f"2026-04-03T08:15:00{LON_S}",
                u(
                    "morning. gp started me on levothyroxine yesterday, 50 mcg every morning. "
                    "any tips for taking it?"
                ),
                a(
                    "Good to know: 50 mcg each morning. It's usually taken on an empty stomach "
                    "with water, 30 to 60 minutes before breakfast or coffee. Has your GP booked "
                    "a follow-up blood test?"
                ),
                u("yeah in like 6 weeks. i always have coffee the second i wake up tho lol"),
                a(
                    "That's the tricky bit. Some people keep the tablet by the bed, take it "
                    "when the alarm goes, and have coffee after the shower. Would that work?"
                ),
                u("could try that"),
                u("also is it normal to feel knackered all the time, thats kind of why i went in"),
                a(
                    "Tiredness is one of the most common reasons people get their thyroid "
                    "checked. It can take a few weeks on the tablets to notice a difference."
                ),
                u("ok cool. brb the cat is screaming for food"),
                a("Go feed the tyrant 🐈"),
            ),
            s(
                f"2026-05-19T18:40:00{LON_S}",
                u("got my bloods back from the 6 week check"),
                a("How did they look? Are you still on the 50 mcg each morning?"),
                u("tsh came back at 6.8 which she said is still too high for where she wants me"),
                a("Ah, so still a bit underactive on that dose. What did she suggest?"),
                u("going up to 75 mcg from tomorrow, and another blood test in august"),
                a(
                    "Noted: 75 mcg each morning from tomorrow, recheck in August. Same routine "
                    "with the tablet before coffee?"
                ),
                u(
                    "yep. ugh typical, pharmacy only had the 25s so i have to take three of "
                    "them until the new box comes"
                ),
                a(
                    "Three 25 mcg tablets add up to the same dose, so that's fine until the new "
                    "box arrives."
                ),
                u("lol ok. thanks"),
            ),
        ),
        (
            Probe(
                "how much of my thyroid medication am i taking in the mornings these days?",
                "75 mcg",
                "update",
                f"2026-06-02T09:00:00{LON_S}",
                3,
                stale=("50 mcg",),
            ),
            Probe(
                "what made the gp bump up my thyroid tablets?",
                "tsh came back at 6.8",
                "why",
                f"2026-06-02T09:02:00{LON_S}",
                3,
            ),
        ),
    ),
    # --- travel: a rebooked flight, and "that guesthouse" ----------------------------------
    Scenario(
        "ff-en-lisbon-birthday",
        "en",
        (
            s(
                f"2026-03-10T20:30:00{LON_W}",
                u(
                    "ok planning lisbon for my mum's 60th!! flights booked, TAP TP1353 out of "
                    "heathrow on 12 june at 11:15"
                ),
                a(
                    "Happy early birthday to your mum! TP1353 from Heathrow, 12 June at 11:15. "
                    "Where are you staying?"
                ),
                u(
                    "found a guesthouse in alfama called Casa das Janelas, it has a little roof "
                    "terrace with river views"
                ),
                a(
                    "Casa das Janelas sounds lovely for a birthday. Alfama is hilly though, is "
                    "your mum ok with steep streets and stairs?"
                ),
                u("she's fitter than me tbh. she does parkrun every saturday"),
                a("Ha, then she'll be fine. Want a list of restaurants nearby for the big dinner?"),
                u("yes but later, im falling asleep"),
                a("Sleep well!"),
            ),
            s(
                f"2026-04-22T12:10:00{LON_S}",
                u(
                    "ugh TAP emailed, our flight got cancelled. new booking is TP1351 departing "
                    "14 june 06:40 from heathrow. a 6:40am flight with my mum 🙃"
                ),
                a(
                    "Oof, that's an early one. So you fly out on 14 June at 06:40 on TP1351, "
                    "which loses you two nights. Does the guesthouse need to know?"
                ),
                u("yeah can you help me write to them? we'd land around 9am local on the 14th"),
                a(
                    "Sure: 'Hello, our flight was rescheduled and we'll arrive on 14 June around "
                    "9am rather than the 12th. Could we shift our booking?' Want me to tweak it?"
                ),
                u("perfect as is"),
                a("Great, send it whenever you're ready."),
            ),
            s(
                f"2026-05-06T19:00:00{LON_S}",
                u("good news the guesthouse replied"),
                a("Great! Could they shift the dates?"),
                u(
                    "yes!! and they said check-in there is from 2pm but we can drop bags from 10 "
                    "so that works with the stupid early flight"
                ),
                a("Perfect timing then: bags at 10, room from 2pm. Anything else for the trip?"),
                u("birthday dinner ideas near there pls, she loves fish"),
                a(
                    "For fish in Alfama, try a grilled-sardine tasca on one of the side streets, "
                    "or book somewhere with fado in the evening."
                ),
                u("fado yes she'd love that"),
            ),
        ),
        (
            Probe(
                "what time is our flight out to portugal?",
                "06:40",
                "update",
                f"2026-05-20T10:00:00{LON_S}",
                4,
                stale=("11:15",),
            ),
            Probe(
                "when can we get into our room at the place we're staying in lisbon?",
                "from 2pm",
                "coreference",
                f"2026-05-20T10:02:00{LON_S}",
                4,
                resolves_to="Casa das Janelas",
            ),
        ),
    ),
    # --- home: paint chosen by pointing, and why the dark one lost -------------------------
    Scenario(
        "ff-en-hallway-paint",
        "en",
        (
            s(
                f"2026-04-11T10:00:00{CHI_S}",
                u(
                    "finally doing the hallway this weekend. narrowed paint down to 3: sage "
                    "green, a warm greige called oat field, or a deep navy"
                ),
                a(
                    "Nice shortlist! Sage green, Oat Field, or deep navy. How much natural light "
                    "does the hallway get?"
                ),
                u(
                    "basically none lol, theres one tiny window by the front door and it faces "
                    "north"
                ),
                a(
                    "With one small north-facing window, a dark colour would make it feel "
                    "narrow and cave-like. The lighter two would bounce more light around."
                ),
                u("yeah def not the navy then. kinda torn between the other two"),
                a(
                    "Under cool light the sage reads a bit grey-blue, while the greige stays "
                    "warm. Want me to compare finishes too?"
                ),
                u("nah go with the warmer one. ordering 5 litres of oat field eggshell"),
                a("Good call. Do you have a roller and tape or do you need a list?"),
                u("need a list. also brb my neighbour is at the door"),
                a(
                    "No rush. List: roller, tray, angled brush, masking tape, dust sheets, "
                    "sugar soap."
                ),
            ),
            s(
                f"2026-04-19T16:30:00{CHI_S}",
                u("hallway done!! two coats. my arms are dead"),
                a("Congrats! How does it look?"),
                u(
                    "honestly so cozy. my sister came by and asked why we didnt use the dark "
                    "blue she'd sent me lol"
                ),
                a("Ha, did you tell her about the light situation?"),
                u("yep. whole speech"),
                a("Next project?"),
                u("maybe the bathroom but not till summer"),
            ),
        ),
        (
            Probe(
                "which colour did we end up putting on the hallway walls?",
                "oat field",
                "rejection",
                f"2026-05-02T11:00:00{CHI_S}",
                3,
                stale=("deep navy", "sage green"),
            ),
            Probe(
                "how come the hallway didn't get the dark blue?",
                "faces north",
                "why",
                f"2026-05-02T11:02:00{CHI_S}",
                3,
            ),
        ),
    ),
    # --- work: a cover stint that ends, and a standup preference that flips ----------------
    Scenario(
        "ff-en-cover-stint",
        "en",
        (
            s(
                f"2026-03-30T09:10:00{SF_S}",
                u(
                    "hey can you help me plan my week. context: i'm normally on the onboarding "
                    "squad, we own the signup flow"
                ),
                a("Sure! Onboarding squad, signup flow. What's on this week?"),
                u(
                    "well plot twist, until april 17 i'm covering for priya on the payments "
                    "team while she's on leave"
                ),
                a("Got it, a cover stint until April 17. Full time or split?"),
                u("full time. so i'm in their 9:45 standup and on their pager rotation ugh"),
                a(
                    "Pager duty on top of a new codebase is a lot. Want a checklist for getting "
                    "up to speed?"
                ),
                u(
                    "yes pls. also fyi i like standups written async in slack, "
                    "hate calls first thing"
                ),
                a(
                    "Noted. Checklist: read the runbooks, shadow one on-call handover, skim the "
                    "last month of incidents, and ask for a codebase tour."
                ),
                u("lol ok ambitious"),
            ),
            s(
                f"2026-05-05T11:00:00{SF_S}",
                u("random q, how do i keep a 1:1 from running over"),
                a(
                    "Share an agenda up front, timebox each item, and keep the last five minutes "
                    "for actions."
                ),
                u(
                    "makes sense. tbh these days i'd rather just hop on a quick 10 min call for "
                    "standup, the slack threads got way too long and nobody reads them"
                ),
                a("Fair. Want a format so the call stays short?"),
                u("yea keep it tight"),
                a("Yesterday, today, blockers, one minute each, parking lot at the end."),
                u("perfect. ugh its raining again"),
                a("Umbrella day then ☔"),
            ),
        ),
        (
            Probe(
                "what team am i on at work right now?",
                "onboarding squad",
                "ended",
                f"2026-05-12T09:00:00{SF_S}",
                3,
                stale=("payments team",),
            ),
            Probe(
                "how do i prefer to do daily standups?",
                "quick 10 min call",
                "preference",
                f"2026-05-12T09:02:00{SF_S}",
                3,
                stale=("written async",),
            ),
        ),
    ),
    # --- family: two kids' swim lessons, and what happened each half term ------------------
    Scenario(
        "ff-en-kids-halfterm",
        "en",
        (
            s(
                f"2025-10-20T17:30:00{LON_S}",
                u(
                    "trying to get the kids' week sorted. maya has swimming tuesdays at 5 at "
                    "westway leisure centre"
                ),
                a("Maya: Tuesdays at 5pm, Westway. And Leo?"),
                u(
                    "leo's lesson is saturday 9am at the priory road pool, different swim school "
                    "bc westway was full for his age group"
                ),
                a("Got it, Leo on Saturday mornings. Want reminders?"),
                u("yes the tuesday ones esp, i always forget"),
                a("I'll flag Tuesdays. How's the half term week looking?"),
                u("leo's doing the football camp at the rec all week, maya's at her gran's"),
                a("Packed lunches needed for Leo?"),
                u("yep ugh. 5 packed lunches"),
                a("Want some quick packed lunch ideas?"),
                u("lol later"),
            ),
            s(
                f"2026-02-09T19:00:00{LON_W}",
                u("half term next week again how is it feb already"),
                a("Time flies! Is Leo doing the football camp at the rec again?"),
                u(
                    "nah he's obsessed with robots now so we booked him the lego robotics camp "
                    "at the library, 10 till 3 every day"
                ),
                a("He'll love that. And Maya?"),
                u("maya's coming to work with me two days and my mum has her the rest"),
                a("Sounds sorted. Still want the Tuesday reminders going?"),
                u("yes. brb dinner's burning"),
            ),
        ),
        (
            Probe(
                "remind me where each of the kids does swimming",
                "westway leisure centre",
                "distinct",
                f"2026-03-02T20:00:00{LON_W}",
                3,
                also=("priory road pool",),
            ),
            Probe(
                "what did leo do during the february half term?",
                "lego robotics",
                "window",
                f"2026-03-02T20:02:00{LON_W}",
                3,
                stale=("football camp",),
            ),
        ),
    ),
    # --- money: a grocery cap, and a savings account picked among three --------------------
    Scenario(
        "ff-en-household-budget",
        "en",
        (
            s(
                f"2026-01-05T20:00:00{NY_W}",
                u("new year new budget lol. can you help me set up categories"),
                a("Of course! What are the main ones?"),
                u(
                    "rent's fixed, then groceries $600 a month for the two of us, eating out "
                    "150, gas 120"
                ),
                a("Groceries $600, eating out $150, gas $120. Want me to track against these?"),
                u("yes. also want to move the emergency fund somewhere with better interest"),
                a("Good idea. Do you have some options?"),
                u(
                    "3 from reddit: northpeak savings 4.1% but 90 day notice to withdraw, "
                    "brightwell at 3.8% instant access, or a 12 month cd at 4.5%"
                ),
                a(
                    "Northpeak pays more but needs 90 days' notice, Brightwell is instant, and "
                    "the CD locks it up for a year. For an emergency fund, access matters. "
                    "Which way are you leaning?"
                ),
                u(
                    "yeah the whole point is getting at it fast. anything that locks it up is "
                    "out, go with the instant one"
                ),
                a("Brightwell then. Want a checklist for opening it?"),
                u("sure. ugh my cat just knocked over my tea"),
            ),
            s(
                f"2026-02-02T21:15:00{NY_W}",
                u("jan recap time 😬"),
                a("Let's see it! How did groceries do against the $600?"),
                u(
                    "went over by like 40. but honestly we waste a lot. going forward lets cap "
                    "food shopping at $520 and i'll meal plan on sundays"
                ),
                a("Got it, $520 a month with Sunday meal planning. Eating out stays at $150?"),
                u("yep"),
                a("Noted. Did the savings account get opened?"),
                u("yes moved 8k over last week"),
                a("Nice! That's a solid start."),
            ),
        ),
        (
            Probe(
                "how much are we allowed to spend on groceries each month?",
                "$520",
                "update",
                f"2026-02-20T19:00:00{NY_W}",
                3,
                stale=("$600",),
            ),
            Probe(
                "which account is our emergency money sitting in?",
                "brightwell",
                "rejection",
                f"2026-02-20T19:02:00{NY_W}",
                3,
                stale=("northpeak", "12 month cd"),
            ),
        ),
    ),
    # --- pets: two dogs on different food, and a bland-diet week ---------------------------
    Scenario(
        "ff-en-two-dogs",
        "en",
        (
            s(
                f"2026-05-04T18:00:00{SYD}",
                u(
                    "hi! got a new dog walker starting tmrw and need to write her a note "
                    "about my two"
                ),
                a("Happy to help! Tell me about them."),
                u(
                    "biscuit is the beagle, 3, absolute food thief. he eats the grain-free "
                    "salmon kibble, 1 cup morning and night"
                ),
                a("Biscuit: beagle, 3, a cup twice a day. And the other one?"),
                u(
                    "pepper's my old lab, 11, she's on the senior chicken formula with a joint "
                    "supplement mixed in"
                ),
                a("Pepper: 11-year-old lab with a joint supplement. Any walking limits for her?"),
                u("short walks only, 20 mins max, her hips are bad"),
                a("Noted. I'll put the walking limits at the top of the note."),
                u("perfect ty 🐶"),
            ),
            s(
                f"2026-05-20T07:30:00{SYD}",
                u("ugh biscuit got into the bin last night and has had the runs all morning"),
                a("Oh no, poor Biscuit (and poor you). Is he drinking and otherwise ok?"),
                u(
                    "yeah bouncing around like nothing happened lol. vet nurse said bland diet "
                    "till sunday, just boiled chicken and rice, then ease him back"
                ),
                a(
                    "Makes sense, then mix his normal food back in over a couple of days. Want "
                    "portion sizes for a beagle?"
                ),
                u("yes pls"),
                a("Roughly a cup and a half a day, split into three small meals."),
                u("ok. can you tell the walker no treats this week"),
                a("Sure: 'Hi! Biscuit has an upset tummy, please no treats this week.'"),
            ),
            s(
                f"2026-06-08T17:45:00{SYD}",
                u("walker asked if she can give them those dental chews"),
                a(
                    "Should be fine if Biscuit's tummy has settled. For Pepper, pick a size she "
                    "can chew comfortably."
                ),
                u("yeah he's been totally fine for ages. ok i'll say yes"),
                a("👍"),
                u("also pepper's vet check is thurs at 4"),
                a("Noted: Pepper's vet check Thursday at 4pm."),
            ),
        ),
        (
            Probe(
                "what's biscuit eating at the moment?",
                "grain-free salmon",
                "ended",
                f"2026-06-15T08:00:00{SYD}",
                4,
                stale=("boiled chicken and rice",),
            ),
            Probe(
                "what food is each of my dogs on?",
                "senior chicken formula",
                "distinct",
                f"2026-06-15T08:02:00{SYD}",
                4,
                also=("grain-free salmon",),
            ),
        ),
    ),
    # --- hobbies: guitar of choice, and the song of a given month --------------------------
    Scenario(
        "ff-en-guitar-practice",
        "en",
        (
            s(
                f"2026-03-12T19:00:00{DEN_S}",
                u("ok i've been playing guitar like 4 months and i want a practice routine"),
                a("Love it! How long can you practise each day, and what are you playing on?"),
                u(
                    "30 mins most nights. i've got my dad's old yamaha acoustic, that's what i "
                    "always play"
                ),
                a("Great for building finger strength. Anything you're learning right now?"),
                u("this month i'm trying to nail blackbird, the fingerpicking is killing me"),
                a(
                    "Classic learning piece. Split it into the first four bars and loop them "
                    "slowly with a metronome at 60."
                ),
                u("60 is so slow lol"),
                a("Slow is smooth, smooth is fast 😄"),
                u("ugh fine"),
            ),
            s(
                f"2026-04-16T20:10:00{DEN_S}",
                u("guitar check in!"),
                a("How's the fingerpicking coming along?"),
                u("shelved it for now tbh, april project is fast car, the riff is more fun"),
                a("Great riff for practising hammer-ons. Capo on the 2nd fret?"),
                u("yep. also i bought a used telecaster off marketplace 🎸"),
                a("Ooh nice! Amp too?"),
                u(
                    "little 10w practice amp. these days the tele is what i reach for every "
                    "night, the strings are so much easier on my fingers"
                ),
                a("Lighter strings make a big difference. Want a tone setting for that riff?"),
                u("sure"),
                a("Neck pickup, a touch of reverb, gain around 2."),
            ),
            s(
                f"2026-05-03T10:00:00{DEN_S}",
                u("whats a good string gauge for a telecaster"),
                a("Most people like 9s or 10s; 9s are easier to bend."),
                u("i'll get 9s then"),
                a("Good choice."),
                u("brb pizza"),
            ),
        ),
        (
            Probe(
                "which guitar do i mostly play nowadays?",
                "tele is what i reach for",
                "preference",
                f"2026-05-10T18:00:00{DEN_S}",
                4,
                stale=("yamaha acoustic",),
            ),
            Probe(
                "what song was i learning back in march?",
                "blackbird",
                "window",
                f"2026-05-10T18:02:00{DEN_S}",
                4,
                stale=("fast car",),
            ),
        ),
    ),
    # --- food: a dairy-free week that ended, and "that bakery" ----------------------------
    Scenario(
        "ff-en-dairy-week",
        "en",
        (
            s(
                f"2026-05-11T07:50:00{LON_S}",
                u(
                    "morning. dietitian wants me to cut out dairy for this week, mon to sun, and "
                    "keep a food diary"
                ),
                a("Ok, a dairy-free week with a food diary. What's your usual breakfast?"),
                u("normally greek yogurt with granola and berries every day, so thats out lol"),
                a("Easy swap for the week: oats cooked in water or oat milk, topped with berries."),
                u("fine. porridge made with water it is for this week, ugh"),
                a("Add cinnamon and a bit of honey, it helps a lot."),
                u("and is sourdough usually dairy free"),
                a(
                    "Plain sourdough is usually just flour, water and salt, so usually yes, but "
                    "worth asking the baker."
                ),
                u("there's a tiny sourdough place on mill lane called crumb & co, obsessed w it"),
                a("Ask them, small bakeries usually know exactly what's in each loaf."),
            ),
            s(
                f"2026-05-21T12:30:00{LON_S}",
                u("saw the dietitian again, she reckons it's onions not dairy lol"),
                a("Ha, onions! That's a tricky one since they're in everything. Any list?"),
                u("yeah garlic too. sad times"),
                a("Sorry. Want some onion-free dinner ideas?"),
                u("later. went back to that bakery on saturday, they do sundays 8 till 1 now"),
                a("Good to know. Did you get a loaf?"),
                u("the rye one, so good"),
                a("Sounds amazing."),
            ),
        ),
        (
            Probe(
                "what do i usually have for breakfast?",
                "greek yogurt with granola",
                "ended",
                f"2026-05-28T08:00:00{LON_S}",
                3,
                stale=("porridge made with water",),
            ),
            Probe(
                "when's that little bread shop i like open on a sunday?",
                "8 till 1",
                "coreference",
                f"2026-05-28T08:02:00{LON_S}",
                3,
                resolves_to="crumb & co",
            ),
        ),
    ),
    # --- cars: two registrations, and an insurance renewal ---------------------------------
    Scenario(
        "ff-en-car-admin",
        "en",
        (
            s(
                f"2026-02-14T18:00:00{CHI_W}",
                u("can you help me keep track of car stuff, i always miss deadlines"),
                a("Sure! Which cars and which deadlines?"),
                u(
                    "my civic's registration expires end of june. sam drives the truck, he "
                    "never remembers either lol"
                ),
                a("Noted for the Civic. And when's Sam's due?"),
                u("sam's ranger renews in october"),
                a("Got it. Want reminders a month before each?"),
                u(
                    "yes. also insurance for both is with statewide, $1,480 a year total, "
                    "renews april 1"
                ),
                a("Worth shopping around before April?"),
                u("prob not, too lazy lol. the civic is making a weird squeak when i brake tho"),
                a("Squeaky brakes often mean worn pads. Worth getting them checked soon."),
            ),
            s(
                f"2026-03-25T12:15:00{CHI_S}",
                u("statewide sent the renewal docs"),
                a("How does it look compared to the $1,480?"),
                u(
                    "they gave us the safe driver discount since neither of us claimed, so "
                    "it's $1,312 for the year"
                ),
                a("Nice drop! Do you need to do anything to accept?"),
                u("auto renews. also got the brakes done, was the pads like u said"),
                a("Glad it was just the pads!"),
                u("$240 ugh"),
                a("Painful, but cheaper than rotors."),
            ),
        ),
        (
            Probe(
                "what's our car insurance costing us this year?",
                "$1,312",
                "update",
                f"2026-04-10T19:00:00{CHI_S}",
                3,
                stale=("$1,480",),
            ),
            Probe(
                "when do the tags on our two vehicles need renewing?",
                "expires end of june",
                "distinct",
                f"2026-04-10T19:02:00{CHI_S}",
                3,
                also=("ranger renews in october",),
            ),
        ),
    ),
    # --- school: two science fairs, and why the late bus -----------------------------------
    Scenario(
        "ff-en-ava-school",
        "en",
        (
            s(
                f"2025-10-06T20:00:00{NY_S}",
                u(
                    "ava's school science fair is in 3 weeks and she wants to do a baking soda "
                    "volcano. is that too basic for 4th grade"
                ),
                a(
                    "It's a classic! To level it up she could vary the amount of vinegar and "
                    "measure how high each eruption goes."
                ),
                u("ooh she'll love measuring stuff"),
                a("She could chart the results too. Need a supply list?"),
                u("yes pls"),
                a(
                    "Baking soda, vinegar, dish soap, food coloring, a plastic bottle, clay, a "
                    "ruler and a notebook."
                ),
                u("lol my kitchen is going to be destroyed"),
            ),
            s(
                f"2025-11-03T19:30:00{NY_W}",
                u("science fair was great she got a blue ribbon!!"),
                a("Amazing, congrats to Ava! 🎉"),
                u(
                    "also she joined chess club, it runs till 4 on thursdays so the regular bus "
                    "won't work those days"
                ),
                a("So Thursdays she'd miss the 3:15 bus. Is there a later one?"),
                u("yes the 4:20 activity bus, i'll sign her up for that on thursdays"),
                a("Want a reminder to send the form?"),
                u("yes by friday"),
                a("Reminder set for Friday."),
            ),
            s(
                f"2026-03-16T18:45:00{NY_S}",
                u(
                    "spring science thing already. she wants to build a solar oven out of a "
                    "pizza box this time"
                ),
                a(
                    "Great idea, she can test how hot it gets at different times of day. Does "
                    "she have foil and plastic wrap?"
                ),
                u("we have everything except black paper"),
                a("Any craft store will have black construction paper."),
                u("yep. she beat her dad at chess last night lol"),
                a("Ha, brilliant."),
            ),
        ),
        (
            Probe(
                "what did ava make for the science fair in the fall?",
                "baking soda volcano",
                "window",
                f"2026-04-01T19:00:00{NY_S}",
                4,
                stale=("solar oven",),
            ),
            Probe(
                "why does ava ride the later bus one day a week?",
                "runs till 4 on thursdays",
                "why",
                f"2026-04-01T19:02:00{NY_S}",
                4,
            ),
        ),
    ),
    # --- events: caterer picked by pointing, and "the place we're getting married" --------
    Scenario(
        "ff-en-wedding-food",
        "en",
        (
            s(
                f"2026-02-08T14:00:00{LON_W}",
                u("WE BOOKED THE VENUE 💍 the barn at oakley farm, 5th september"),
                a("Congratulations!! That sounds gorgeous. What's next on the list?"),
                u(
                    "catering. shortlisted three: smoke & ember (bbq truck), seasalt kitchen in "
                    "hove (seafood sharing platters), fennel & fig (fancy canapés + bowl food)"
                ),
                a("Nice range! What's your rough budget per head?"),
                u("like £45 a head max. ugh weddings are so expensive"),
                a("They really are. Want me to draft enquiry emails to all three?"),
                u("yes pls"),
                a("Drafts ready, each asking for a per-head quote for about 100 guests."),
            ),
            s(
                f"2026-02-22T11:20:00{LON_W}",
                u("quotes are in"),
                a("Ooh, how do they compare?"),
                u(
                    "seafood lot came in at £58 a head and half my family is allergic to "
                    "shellfish anyway so skip the one in hove. canapé people were £47, bbq "
                    "people £39"
                ),
                a("So that leaves Fennel & Fig at £47 or Smoke & Ember at £39?"),
                u("bbq people. cheaper and my fiance literally cried at the brisket photo lol"),
                a("Ha! Smoke & Ember it is. Shall I draft a booking email?"),
                u("yes. do they need a deposit?"),
                a("Usually around 25% to hold the date, worth confirming."),
            ),
            s(
                f"2026-03-15T16:00:00{LON_W}",
                u("venue coordinator called"),
                a("Anything important?"),
                u("turns out it only seats 110 for a sit down meal, so we have to trim the list"),
                a("How many are on the list right now?"),
                u("126 😭"),
                a("Oof. Want to go through it by group?"),
                u("not today. brb walking the dog"),
            ),
        ),
        (
            Probe(
                "who's doing the food at our wedding?",
                "smoke & ember",
                "rejection",
                f"2026-03-20T10:00:00{LON_W}",
                4,
                stale=("seasalt kitchen", "fennel & fig"),
            ),
            Probe(
                "how many people can sit down to eat at the place we're getting married?",
                "seats 110",
                "coreference",
                f"2026-03-20T10:02:00{LON_W}",
                4,
                resolves_to="oakley farm",
            ),
        ),
    ),
    # --- garden: watering time flips, and a water shut-off that ends -----------------------
    Scenario(
        "ff-en-allotment-water",
        "en",
        (
            s(
                f"2026-04-18T10:00:00{LON_S}",
                u("got my allotment plot!! plot 14b, it's a jungle"),
                a("Congrats! Where are you starting?"),
                u(
                    "clearing the bindweed first. and i like to water in the evenings after "
                    "work, the soil holds it better overnight"
                ),
                a("Sensible. Is there water on site?"),
                u("yeah a big trough by the gate that everyone fills their cans from"),
                a("Handy. What do you want to grow first?"),
                u("potatoes, courgettes and a silly amount of sweet peas"),
                a("Keep picking the sweet peas and they keep flowering."),
                u("lol ok"),
            ),
            s(
                f"2026-04-29T19:15:00{LON_S}",
                u("ugh typical. council's shut off the water on site for pipe works until 31 may"),
                a("Oh no, right at planting time. What will you do?"),
                u("hauling cans from home in the car boot for now. 6 cans a trip"),
                a("That's a workout. Mulching will help keep moisture in meanwhile."),
                u(
                    "good shout. tbh the midges after work are brutal, from now on i'm going "
                    "down at 6am before work"
                ),
                a("Early mornings then, cooler and fewer bites. Want a schedule around that?"),
                u("yes pls"),
            ),
            s(
                f"2026-06-10T07:00:00{LON_S}",
                u("first courgette!!!"),
                a("🎉 Already! Well done."),
                u("the sweet peas are going mad too"),
                a("Keep picking them."),
                u("doing it rn lol"),
            ),
        ),
        (
            Probe(
                "where do i get water for my plot?",
                "trough by the gate",
                "ended",
                f"2026-06-20T09:00:00{LON_S}",
                4,
                stale=("cans from home",),
            ),
            Probe(
                "when do i like to do the watering at the allotment?",
                "6am before work",
                "preference",
                f"2026-06-10T07:30:00{LON_S}",
                3,
                stale=("water in the evenings",),
            ),
        ),
    ),
    # --- fitness: gym picked among three, and "that class with the funny teacher" ----------
    Scenario(
        "ff-en-gym-pool",
        "en",
        (
            s(
                f"2026-01-07T19:00:00{SF_W}",
                u(
                    "new year gym hunt. options near me: fithub on 5th ($29/mo, 24h), the "
                    "climbing gym boulder barn ($85/mo), and the ymca by the station ($52/mo, "
                    "has a pool)"
                ),
                a("Three very different vibes. What matters most: price, hours, or the pool?"),
                u("pool tbh, my knee hates running. the climbing place is way too pricey anyway"),
                a("Then the one with the pool looks best. The 24h place has no pool, right?"),
                u("nope no pool. ok the one by the station it is"),
                a("Great choice! Want me to look up lap swim times?"),
                u("yes"),
                a("Lap swim is usually early morning and lunchtime; the app has the timetable."),
            ),
            s(
                f"2026-01-21T20:00:00{SF_W}",
                u("went to an aqua fitness class tonight, thought it'd be all retirees lol"),
                a("Ha, how was it?"),
                u("it was HARD. instructor marisol is hilarious tho, she blasts 80s music"),
                a("Sounds like a great class. Going back?"),
                u("def. my knee felt fine after too"),
                a("Best news. Low impact is perfect for it."),
                u("ok going to bed"),
            ),
            s(
                f"2026-02-04T12:30:00{SF_W}",
                u("checked the app, marisol's class runs tues and thurs at 6:30pm"),
                a("Want a reminder an hour before so you can get there?"),
                u("yes pls. also do i need a swim cap"),
                a("Many pools ask for one with long hair; front desks usually sell them."),
                u("ugh ok"),
                a("They're like $5."),
            ),
        ),
        (
            Probe(
                "which gym did i sign up with?",
                "ymca",
                "rejection",
                f"2026-02-12T18:00:00{SF_W}",
                4,
                stale=("fithub", "boulder barn"),
            ),
            Probe(
                "what days and time is that pool workout with the funny instructor?",
                "6:30pm",
                "coreference",
                f"2026-02-12T18:02:00{SF_W}",
                4,
                resolves_to="aqua fitness",
            ),
        ),
    ),
    # --- family: two siblings' presents, and the christmas main that flips -----------------
    Scenario(
        "ff-en-christmas-prep",
        "en",
        (
            s(
                f"2025-11-20T19:00:00{LON_W}",
                u("starting christmas shopping early this year, who am i"),
                a("Look at you! Who's on the list?"),
                u(
                    "tom (my brother) wants a rechargeable bike light for his commute, he keeps "
                    "getting caught in the dark"
                ),
                a("Sorted for Tom. Who else?"),
                u("my sister jess, she's been hinting at a pottery taster class for months"),
                a("Lovely. Are you hosting on the day?"),
                u(
                    "yep at mine as always. i always do a turkey crown, the full bird isn't "
                    "worth it for 6 of us"
                ),
                a("Makes sense for six. Want a cooking timeline?"),
                u("closer to the time lol"),
                a("Deal."),
            ),
            s(
                f"2025-12-02T20:30:00{LON_W}",
                u(
                    "ok lunch planning. jess has gone veggie and tom's new gf is vegan so "
                    "honestly this year it's one big mushroom and chestnut roast that everyone "
                    "can eat"
                ),
                a("Nice and inclusive. Still doing roast potatoes and sprouts on the side?"),
                u("obvs. sprouts w bacon in a separate dish for the meat eaters lol"),
                a("Ha, a compromise. Want a recipe for the main?"),
                u("yes"),
                a(
                    "Here's one: chestnuts, mushrooms, onion, breadcrumbs, thyme and a bit "
                    "of stock."
                ),
                u("brb kettle"),
            ),
            s(
                f"2025-12-10T18:00:00{LON_W}",
                u("jess's class is booked, saturday 17 jan"),
                a("Nice! Is Tom's present sorted too?"),
                u("ordered, comes thurs"),
                a("Great, that's both done."),
                u("ugh still need wrapping paper"),
                a("Adding it to the list."),
            ),
        ),
        (
            Probe(
                "what presents am i getting my brother and sister?",
                "rechargeable bike light",
                "distinct",
                f"2025-12-15T19:00:00{LON_W}",
                4,
                also=("pottery taster class",),
            ),
            Probe(
                "what's the main dish at my place for christmas lunch?",
                "mushroom and chestnut",
                "preference",
                f"2025-12-15T19:02:00{LON_W}",
                4,
                stale=("turkey crown",),
            ),
        ),
    ),
)
