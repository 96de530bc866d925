"""Current-facts scenarios, English, part K."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

CHI, DEN, AUS, MSP = "-05:00", "-06:00", "-05:00", "-05:00"
NY, TOR, SEA, PDX = "-04:00", "-04:00", "-07:00", "-07:00"
GMT, LON, BER, MEL = "+00:00", "+01:00", "+02:00", "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fk-en-thyroid-dose",
        "en",
        (
            s(
                f"2026-04-07T08:15:00{CHI}",
                u(
                    "hey can you remind me to reorder my levothyroxine? 50 mcg, i take it first "
                    "thing w water. like 9 pills left"
                ),
                a(
                    "Sure. Levothyroxine 50 mcg, about 9 days left. Should I remind you Thursday "
                    "to request the refill from Walgreens?"
                ),
                u("cvs actually. the one on halsted"),
                a("Got it, CVS on Halsted. Reminder set for Thursday."),
                u("also is it bad that i drink coffee like 10 min after"),
                a("Ideally wait 30 to 60 minutes, coffee can cut how much of the pill you absorb."),
                u("ugh fine"),
            ),
            s(
                f"2026-04-21T19:40:00{CHI}",
                u("labs came back from last week"),
                a("How did they look?"),
                u("tsh was 6.8 so not great. dr amini wants to go up a notch"),
                a("That's a really common adjustment. Did she say when she'd recheck?"),
                u("6 wks. unrelated but does magnesium glycinate actually help w sleep"),
                a(
                    "Some people find it helps a little, the evidence is modest. Take it at "
                    "least 4 hours apart from your thyroid pill."
                ),
                u(
                    "ok. oh and cvs already filled the new bottle, 75 mcg, they look totally "
                    "different lol so dont panic if i say purple pills"
                ),
                a("Noted, no panicking about purple pills. Anything else tonight?"),
                u("nah ttyl"),
            ),
            s(
                f"2026-05-02T10:05:00{CHI}",
                u(
                    "my friend is doing a 5k on the 16th, should i do it with her? havent run "
                    "since january"
                ),
                a(
                    "Two weeks is enough to walk-run a 5k comfortably. Try three short sessions "
                    "a week, alternating 2 minutes jogging and 2 walking."
                ),
                u("lol walk-run is exactly my speed"),
                a("Then you'll fit right in, half the field does it."),
                u("when should i get the recheck bloodwork done btw"),
                a(
                    "Six weeks from the April 21 results is around June 2. Want a reminder the "
                    "last week of May to book it?"
                ),
                u("yes pls"),
            ),
        ),
        (
            Probe(
                "What dose of levothyroxine am I on?",
                "75 mcg",
                "update",
                f"2026-05-10T09:00:00{CHI}",
                4,
                stale=("50 mcg",),
            ),
            Probe(
                "the dentist wants a list of my meds, what strength is my thyroid pill?",
                "75 mcg",
                "update",
                f"2026-05-10T09:05:00{CHI}",
                4,
                stale=("50 mcg",),
            ),
        ),
    ),
    Scenario(
        "fk-en-sister-flight",
        "en",
        (
            s(
                f"2026-06-08T12:30:00{DEN}",
                u(
                    "my sister jess is coming to visit!! she lands friday at 6:40pm, united 1449 "
                    "from newark"
                ),
                a(
                    "Fun! Friday June 12, UA 1449 from Newark landing at DEN at 6:40pm. Want a "
                    "reminder to leave for the airport?"
                ),
                u("yes, like 5:30. peña blvd is always a mess on fridays"),
                a("Reminder set for 5:30pm Friday."),
                u("what should we do saturday, she likes hiking but not like hardcore hiking"),
                a(
                    "The Trading Post trail at Red Rocks is short and gorgeous, or Lair o' the "
                    "Bear if you want shade along a creek."
                ),
                u("red rocks, she'll lose her mind"),
            ),
            s(
                f"2026-06-12T16:05:00{DEN}",
                u("ugh her plane is just sitting on the tarmac in newark, some mechanical thing"),
                a("That's rough. Has United posted a new arrival time yet?"),
                u(
                    "not yet. can you find a pizza place near us that delivers late, we're "
                    "gonna be starving"
                ),
                a("Blackbird Pizza on Tennyson delivers until 11:30 and gets great reviews."),
                u("perfect"),
                u("ok app says wheels down 10:25pm. poor jess, she's been at the gate since 3"),
                a("Oof, long day for her. I'll move your airport reminder to 9:15pm."),
                u("ty. pizza is still happening lol"),
            ),
        ),
        (
            Probe(
                "what time is Jess getting in tonight?",
                "10:25pm",
                "update",
                f"2026-06-12T17:30:00{DEN}",
                3,
                stale=("6:40pm",),
            ),
            Probe(
                "When do I need to head out to pick up my sister?",
                "9:15pm",
                "update",
                f"2026-06-12T17:35:00{DEN}",
                3,
                stale=("5:30",),
            ),
        ),
    ),
    Scenario(
        "fk-en-party-headcount",
        "en",
        (
            s(
                f"2026-05-05T20:10:00{LON}",
                u(
                    "planning leo's 8th. jump street trampoline park, sat 30 may, they do party "
                    "packages"
                ),
                a("Fun! How many kids are you thinking?"),
                u("whole class would be 28 so we said he can pick 12 kids"),
                a(
                    "Sensible. Jump Street's package for 12 kids is £18.50 a head with pizza and "
                    "an hour of jumping, so about £222."
                ),
                u("pizza for 7 year olds after an hour of bouncing. brave"),
                a("Maybe have wipes handy. Want me to draft the invite?"),
                u("go on"),
                a(
                    "'Leo is turning 8! Come bounce with us at Jump Street on Saturday 30 May, "
                    "2 to 4pm. Please RSVP to Claire by the 20th.'"
                ),
            ),
            s(
                f"2026-05-16T09:30:00{LON}",
                u("morning. he wants a dinosaur cake. with a volcano. that erupts"),
                a("Dry ice in a little cup inside the volcano does a great smoky eruption."),
                u("omg yes. is that safe around kids"),
                a(
                    "Yes if an adult handles it with gloves and nobody touches or eats it. Keep "
                    "it in a separate cup, never in the cake itself."
                ),
                u(
                    "noted. oh rsvps are all back, 17 kids coming, turns out half of them are "
                    "bringing siblings"
                ),
                a("Busy party! At £18.50 a head that's about £315."),
                u("yeah my wallet is crying"),
            ),
            s(
                f"2026-05-25T18:00:00{LON}",
                u("need party bags, cheap, dinosaur theme ideally"),
                a(
                    "Dino stickers, a mini slinky and a chocolate egg per bag works out about "
                    "£1.20 each if you buy packs."
                ),
                u("got a pack of 20 bags at the pound shop already lol"),
                a("Perfect, a few spares never hurt."),
                u("what's the weather looking like saturday, it's indoors but still"),
                a("Mild and mostly dry, 17 degrees."),
            ),
        ),
        (
            Probe(
                "How many kids are coming to Leo's party?",
                "17 kids",
                "update",
                f"2026-05-27T10:00:00{LON}",
                4,
                stale=("12 kids",),
            ),
            Probe(
                "jump street wants the final headcount for pizza, what do I tell them?",
                "17 kids",
                "update",
                f"2026-05-27T10:05:00{LON}",
                4,
                stale=("12 kids",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fk-en-run-time",
        "en",
        (
            s(
                f"2026-05-04T19:50:00{AUS}",
                u(
                    "just back from the lady bird lake loop. i'm an evening runner through and "
                    "through, 7pm with the sun going down is the best part of my day"
                ),
                a("Hard to beat that loop at sunset. Which one, the 10 miler?"),
                u("lol no the short one, like 3 miles"),
                a("Still counts! How's the knee holding up?"),
                u("fine. can you find me a hydration vest that doesn't bounce around"),
                a(
                    "The Salomon Active Skin 4 is snug and light, about $100, and the women's "
                    "version fits most torsos well."
                ),
                u("adding to cart"),
            ),
            s(
                f"2026-06-10T06:55:00{AUS}",
                u("done and showered before 7am, feels illegal"),
                a("Ha, early start! How was it?"),
                u(
                    "honestly amazing. trail is empty, the light on the water is unreal, and i "
                    "have my whole day after. i think i'm a sunrise runner now, alarm at 5:45 "
                    "every day"
                ),
                a("Sounds like you found your time. Want a reminder to lay your kit out at night?"),
                u("yes smart"),
                a("Done, 9:30pm every night."),
                u("also my neighbor's chickens escaped again, one is on my car"),
            ),
            s(
                f"2026-10-14T07:20:00{AUS}",
                u("COLD FRONT. 55 degrees on my sunrise run, i almost cried"),
                a("Finally! Perfect running weather."),
                u("signed up for the decker challenge half in december btw"),
                a("Nice, that's a hilly one. Want a 9-week plan with some hill repeats mixed in?"),
                u("yes but be gentle"),
                a("Gentle it is. I'll send it tonight."),
            ),
        ),
        (
            Probe(
                "I want to set a recurring call with my coach, when do I usually run so we "
                "avoid it?",
                "sunrise run",
                "preference",
                f"2026-10-20T12:00:00{AUS}",
                4,
                stale=("evening runner",),
            ),
            Probe(
                "What time of day do I like to go running?",
                "sunrise run",
                "preference",
                f"2026-10-20T12:05:00{AUS}",
                4,
                stale=("evening runner", "sun going down"),
            ),
        ),
    ),
    Scenario(
        "fk-en-spice-level",
        "en",
        (
            s(
                f"2026-03-10T18:45:00{TOR}",
                u(
                    "ordering from pai tonight, what do i get? i'm a total wimp with spice, "
                    "mild everything pls"
                ),
                a(
                    "Pad see ew is naturally gentle, and they'll do the khao soi at zero spice "
                    "if you ask."
                ),
                u("pad see ew it is. also whats a good movie for a rainy night"),
                a("Knives Out is cozy and fun."),
                u("seen it twice lol. something else"),
                a("Paddington 2. Trust me."),
                u("ok fine"),
            ),
            s(
                f"2026-04-22T21:10:00{TOR}",
                u("do i need my rrsp slip before filing or can i add it after"),
                a(
                    "Include it when you file, the deadline is April 30. If it arrives late "
                    "you can file an adjustment, but it's simpler to wait a few days."
                ),
                u("ugh adulting. ok"),
                a("Almost done for the year at least."),
            ),
            s(
                f"2026-05-18T19:00:00{TOR}",
                u(
                    "ok so my roommate got me hooked on lao gan ma. chili crisp on literally "
                    "everything now. eggs, pizza, vanilla ice cream once (do not recommend)"
                ),
                a("The ice cream one is bold."),
                u("when i order thai i ask for thai hot now. the hotter the better honestly"),
                a("Respect. Pai's jungle curry at thai hot is famously brutal."),
                u("adding it to the list"),
                a("Have milk nearby just in case."),
            ),
        ),
        (
            Probe(
                "Grab me dinner from Pai, what spice level should you ask for?",
                "thai hot now",
                "preference",
                f"2026-05-26T18:30:00{TOR}",
                4,
                stale=("mild everything",),
            ),
            Probe(
                "how spicy do I like my food?",
                "hotter the better",
                "preference",
                f"2026-05-26T18:35:00{TOR}",
                4,
                stale=("mild everything", "wimp with spice"),
            ),
        ),
    ),
    Scenario(
        "fk-en-focus-sound",
        "en",
        (
            s(
                f"2026-04-13T09:10:00{BER}",
                u("deep work till 12, can you queue up some lofi beats? only thing i can code to"),
                a("Queued a lofi hip hop stream. Hold notifications until 12?"),
                u("yes pls, slack too"),
                a("Done, Slack is paused until 12:00."),
                u("and remind me code review w tomasz at 2"),
                a("Reminder set for 14:00, code review with Tomasz."),
            ),
            s(
                f"2026-05-04T08:50:00{BER}",
                u("quick one whats the german word for invoice again"),
                a("Rechnung."),
                u("danke. my landlord sends everything in german and my brain melts"),
                a("Want me to translate his letters when they come in?"),
                u("that would save my life"),
            ),
            s(
                f"2026-05-27T09:00:00{BER}",
                u(
                    "focus block. put on brown noise pls, the deep rumbly one. anything with a "
                    "beat and i end up nodding along and not typing"
                ),
                a("Deep brown noise on. Notifications held until 11:30?"),
                u("till 12. and my phone on dnd"),
                a("Done, everything quiet until 12:00."),
                u("danke"),
            ),
        ),
        (
            Probe(
                "Starting my focus block now, what should you put on?",
                "brown noise",
                "preference",
                f"2026-06-03T08:55:00{BER}",
                4,
                stale=("lofi beats",),
            ),
            Probe(
                "What do I like to listen to while I'm coding?",
                "brown noise",
                "preference",
                f"2026-06-03T09:00:00{BER}",
                4,
                stale=("lofi beats", "lofi hip hop"),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fk-en-daycare-pick",
        "en",
        (
            s(
                f"2026-04-15T21:00:00{SEA}",
                u("ok daycare hunt. nora starts in september, can you summarize the 3 we toured"),
                a(
                    "Sure. 1) Little Acorns on Maple St: $1,650/mo, open 7 to 6, one teacher per "
                    "4 toddlers. 2) Kinder Lane by the Northgate light rail station: $2,100/mo, "
                    "Spanish immersion, open till 6:30. 3) Sunflower Co-op near Green Lake: "
                    "$1,300/mo, but every family volunteers 4 hours a month."
                ),
                u("co-op is out. we both work full time, 4 hrs a month isn't happening"),
                a("Fair enough. That leaves two."),
                u("spanish immersion would be sooo cool tho. ugh"),
                a("It would. It's $450 a month more though, about $5,400 a year."),
                u("yeah. let me talk to sam"),
            ),
            s(
                f"2026-04-19T10:30:00{SEA}",
                u(
                    "we did the math last night. not the pricey one, can't swing it with the "
                    "car payment"
                ),
                a("Makes sense. So the one on Maple Street?"),
                u("yep. sent the deposit this morning, $300"),
                a("Great. Is September confirmed or are you on a waitlist?"),
                u("confirmed for sept 8!!"),
                a("Congrats, that's a big one off the list."),
                u("also nora said dog today. first word. well kinda. it was 'dah'"),
                a("That absolutely counts."),
            ),
        ),
        (
            Probe(
                "Which daycare did we go with for Nora?",
                "Little Acorns",
                "rejection",
                f"2026-05-02T09:00:00{SEA}",
                3,
                stale=("Kinder Lane", "Sunflower Co-op"),
            ),
            Probe(
                "How much is Nora's daycare going to cost us per month?",
                "$1,650",
                "rejection",
                f"2026-05-02T09:05:00{SEA}",
                3,
                stale=("$2,100", "$1,300"),
            ),
        ),
    ),
    Scenario(
        "fk-en-pottery-course",
        "en",
        (
            s(
                f"2026-05-11T19:30:00{MEL}",
                u(
                    "i want to finally do a pottery course. friend says there's a few around "
                    "fitzroy / collingwood, can u look"
                ),
                a(
                    "Three start next month: Clay Haus in Collingwood, Tuesday wheel-throwing, "
                    "6 weeks, $240. Fitzroy community centre, Saturday morning handbuilding, "
                    "6 weeks, $95. Mudroom Studio near Edinburgh Gardens, Thursday night wheel "
                    "class, 8 weeks, $310 including glazing and firing."
                ),
                u("handbuilding sounds kinda meh, i want the wheel. the whole ghost movie thing"),
                a("Ha, fair. So it's between the two wheel classes."),
                u("tuesdays are choir so that one's a no"),
                a("Then the one by the gardens. Want me to check spots?"),
                u("pls"),
                a("Three spots left in the June 4 intake."),
                u("book me in!!"),
            ),
            s(
                f"2026-05-20T12:15:00{MEL}",
                u("what do i wear to pottery, will my clothes get wrecked"),
                a(
                    "Old clothes, short sleeves or sleeves you can push up, no rings. Clay "
                    "washes out of cotton but it gets everywhere."
                ),
                u("cool. also any good dumplings near smith st"),
                a("Shanghai Street on Smith St does great xiao long bao."),
                u("going tonight"),
            ),
        ),
        (
            Probe(
                "Which pottery studio am I signed up with?",
                "Mudroom Studio",
                "rejection",
                f"2026-05-30T10:00:00{MEL}",
                3,
                stale=("Clay Haus", "handbuilding"),
            ),
            Probe(
                "What night is my pottery class?",
                "Thursday night",
                "rejection",
                f"2026-05-30T10:05:00{MEL}",
                3,
                stale=("Tuesday wheel-throwing", "Saturday morning"),
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fk-en-dogsitting-tucson",
        "en",
        (
            s(
                f"2026-06-01T10:00:00{PDX}",
                u(
                    "hey can you save my delivery address? 2214 SE Division St apt 3, portland "
                    "97202"
                ),
                a("Saved: 2214 SE Division St, Apt 3, Portland, OR 97202."),
                u("i wfh so packages can come whenever"),
                a("Good to know, no delivery windows needed."),
                u("whats a plant that survives low light, my apartment is a cave"),
                a("A pothos or a ZZ plant, both are nearly unkillable."),
                u("pothos it is"),
            ),
            s(
                f"2026-06-24T18:30:00{PDX}",
                u(
                    "heads up, flying to tucson saturday. i'm at my brother's place watching "
                    "his two dogs until july 19, he's on a work trip in seoul"
                ),
                a("Got it, until July 19. Should urgent packages go there?"),
                u(
                    "yeah anything urgent to 81 E Calle Primera, tucson 85716. it's gonna be "
                    "108 degrees lol"
                ),
                a(
                    "Noted. Walk the dogs early, pavement there gets hot enough to burn paws "
                    "by midmorning."
                ),
                u("oh good call, i would not have thought of that"),
            ),
            s(
                f"2026-07-28T09:15:00{PDX}",
                u("the pothos survived 3 weeks alone!! barely, but it's alive"),
                a("Pothos are tough. Give it a good soak."),
                u("can you send my brother a thank you, like a gift card for that bbq place"),
                a("Sent a $50 Little Miss BBQ gift card to his email."),
                u("ty. he'll be thrilled"),
            ),
        ),
        (
            Probe(
                "Ship the new desk lamp to me, which address should it go to?",
                "SE Division St",
                "ended",
                f"2026-08-03T11:00:00{PDX}",
                4,
                stale=("Calle Primera",),
            ),
            Probe(
                "Where am I staying these days?",
                "SE Division St",
                "ended",
                f"2026-08-03T11:05:00{PDX}",
                4,
                stale=("brother's place", "Calle Primera"),
            ),
        ),
    ),
    Scenario(
        "fk-en-fodmap-weeks",
        "en",
        (
            s(
                f"2026-01-20T19:00:00{GMT}",
                u(
                    "can you help plan dinners this week? i'm vegetarian, eggs and dairy are "
                    "fine, and i'm lazy so 30 mins max"
                ),
                a(
                    "Mon halloumi traybake, Tue mushroom stroganoff, Wed egg fried rice, Thu "
                    "chickpea and spinach curry, Fri homemade pizza."
                ),
                u("love. stroganoff with rice not pasta tho"),
                a("Done, rice it is."),
                u("also my flatmate keeps stealing my oat milk, how do i say it nicely"),
                a("Maybe just suggest splitting a shared carton each week?"),
            ),
            s(
                f"2026-02-02T08:30:00{GMT}",
                u(
                    "ok so GP sent me to a dietitian for the bloating thing. she's put me on "
                    "strict low fodmap for four weeks, till 2 march. no onion garlic wheat or "
                    "most beans. send help"
                ),
                a(
                    "That's a tough one. Firm tofu, eggs, hard cheese, quinoa and oats will be "
                    "your friends. Want a meal plan that fits?"
                ),
                u("yes please and tell me garlic infused oil is allowed"),
                a("It is! The problem sugars in garlic don't dissolve into oil, so it's fine."),
                u("thank god"),
            ),
            s(
                f"2026-03-16T18:10:00{GMT}",
                u("random q how long do you boil eggs for jammy yolks"),
                a("6 and a half minutes from boiling, then straight into iced water."),
                u("perfect. shakshuka and crusty bread tonight, proper feast"),
                a("Sounds great. Add some feta on top."),
                u("obviously"),
            ),
        ),
        (
            Probe(
                "Plan my dinners for next week, anything I can't eat?",
                "eggs and dairy are fine",
                "ended",
                f"2026-03-20T17:00:00{GMT}",
                4,
                stale=("low fodmap",),
            ),
            Probe(
                "Am I on any special diet right now?",
                "i'm vegetarian",
                "ended",
                f"2026-03-20T17:05:00{GMT}",
                4,
                stale=("low fodmap", "no onion garlic"),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fk-en-biscuit-vet",
        "en",
        (
            s(
                f"2026-04-03T17:20:00{NY}",
                u(
                    "biscuit has his annual at riverside animal hospital on the 14th, dr feld. "
                    "remind me the day before?"
                ),
                a(
                    "Reminder set for April 13: Biscuit's annual with Dr. Feld at Riverside "
                    "Animal Hospital."
                ),
                u("also he keeps scratching his left ear"),
                a("Mention it at the visit, ear mites or a mild infection are both common."),
                u("k"),
            ),
            s(
                f"2026-04-15T20:05:00{NY}",
                u(
                    "worst vet visit ever. waited 55 min, 10 min with a vet who barely looked "
                    "at his ear, then $240 for the exam plus a test we never asked for"
                ),
                a("That's really frustrating. Did anyone explain the extra charge?"),
                u(
                    "nope. done with them. my neighbor swears by hollow oak vet on 5th ave, "
                    "dr lindqvist"
                ),
                a(
                    "Hollow Oak has great reviews and a $75 new-patient exam. Want me to ask "
                    "for Biscuit's records to be sent over?"
                ),
                u("yes do it"),
            ),
            s(
                f"2026-05-06T12:00:00{NY}",
                u(
                    "biscuit's first visit at the new place was sooo much better. she got down "
                    "on the floor with him and everything"
                ),
                a("That's lovely. What did she say about the ear?"),
                u("yeast infection, drops twice a day for 10 days. and fvrcp booster due in june"),
                a("I'll remind you at the start of June about the booster."),
                u("ty. he's glaring at me from the windowsill bc of the drops"),
            ),
        ),
        (
            Probe(
                "Book Biscuit's booster with the vet we switched to",
                "Hollow Oak",
                "coreference",
                f"2026-05-20T10:00:00{NY}",
                4,
                stale=("Riverside",),
                resolves_to="Hollow Oak",
            ),
            Probe(
                "what's the name of the doctor at the new vet?",
                "Lindqvist",
                "coreference",
                f"2026-05-20T10:05:00{NY}",
                4,
                stale=("Feld",),
                resolves_to="Lindqvist",
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fk-en-sold-outback",
        "en",
        (
            s(
                f"2026-04-08T18:00:00{MSP}",
                u("car's clunking when it shifts from 2nd to 3rd. 2011 subaru outback, 168k miles"),
                a(
                    "Could be the transmission or a worn mount. Midtown Auto does a diagnostic "
                    "for about $120."
                ),
                u("booked them for friday"),
                a("Good. Try to keep it off the highway till then."),
                u("also when do the twins' swim lessons start back up"),
                a("The Y's spring session starts April 20, Mondays at 5."),
            ),
            s(
                f"2026-04-11T13:30:00{MSP}",
                u("midtown called. it's the transmission, rebuild quote is $4,800"),
                a(
                    "Ouch. For a 2011 Outback at 168k that's more than the car's worth, KBB "
                    "has it around $4,000 in this condition."
                ),
                u(
                    "yeah. ok we're selling it as is and going down to one car for a while. i "
                    "can take the bus to work"
                ),
                a("Makes sense. Want help writing the listing?"),
                u("yes, and be honest about the transmission"),
                a(
                    "Draft: '2011 Subaru Outback, 168k, transmission needs work, sold as-is, "
                    "great for a mechanic or parts.'"
                ),
            ),
            s(
                f"2026-04-25T10:00:00{MSP}",
                u(
                    "sold it! guy from marketplace, $2,900 cash. he's a mechanic, gonna fix it "
                    "himself"
                ),
                a(
                    "Nice, that's fair for as-is. Remember to report the sale to DVS so you're "
                    "off the hook for tickets."
                ),
                u("how do i do that"),
                a("Fill in the seller's report on the title and submit it online within 10 days."),
                u("on it"),
            ),
        ),
        (
            Probe(
                "Why did we sell the Outback?",
                "rebuild quote",
                "why",
                f"2026-05-05T19:00:00{MSP}",
                4,
            ),
            Probe(
                "remind me what made us go down to one car?",
                "more than the car's worth",
                "why",
                f"2026-05-05T19:05:00{MSP}",
                4,
            ),
        ),
    ),
)
