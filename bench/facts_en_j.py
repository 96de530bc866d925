"""Current-facts scenarios, English, part J (written blind to the service's rules)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, CHI, DEN, VAN, LON = "-04:00", "-05:00", "-06:00", "-07:00", "+01:00"

SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "fj-en-physio-knee",
        "en",
        (
            s(
                f"2026-04-07T18:40:00{NY}",
                u(
                    "hey so the ortho finally cleared me for PT after the ACL thing 🙌 physio's "
                    "name is Priya, at Bay Ridge Sports Rehab"
                ),
                a("That's great news! How often does she want to see you?"),
                u("twice a week for now, tuesdays and fridays at 7:30am before work"),
                a("Got it: physio with Priya twice a week, Tuesdays and Fridays at 7:30am."),
                u("she had me do like 4 exercises and I was sweating lol"),
                a("The first weeks are the hardest. Want me to keep a log of your home exercises?"),
                u("sure, quad sets, heel slides, straight leg raises, the wall sit thing"),
                a("Logged: quad sets, heel slides, straight leg raises and wall sits."),
            ),
            s(
                f"2026-04-15T21:05:00{NY}",
                u(
                    "can u find me a decent ice pack that wraps around the knee? the frozen "
                    "peas are not cutting it"
                ),
                a("A wrap-style gel pack works well, around $20 for a good one."),
                u("ordered. also whats a good podcast for the subway, im so bored of mine"),
                a("Try 'Search Engine' or 'The Rest Is History'."),
                u("ok will try"),
            ),
            s(
                f"2026-05-01T08:15:00{NY}",
                u(
                    "ok good appointment today!! swelling's basically gone so priya is pushing "
                    "harder"
                ),
                a("That's real progress. Did she change anything in the plan?"),
                u("yeah she wants me in three times a week now, adding wednesday evenings at 6"),
                a("Nice: Tuesday and Friday mornings plus Wednesday at 6pm."),
                u("my wallet is crying but fine 😅"),
                a("Worth it for the knee! Want me to add the Wednesday slot to your calendar?"),
                u("yes pls"),
            ),
            s(
                f"2026-05-12T19:30:00{NY}",
                u("random q, is it normal for the knee to click going downstairs?"),
                a(
                    "Clicking without pain is usually harmless, but mention it to Priya at "
                    "your next session."
                ),
                u("will do. btw the wednesday evening ones are brutal, she makes me do step-downs"),
                a("Step-downs are tough, but they're exactly what rebuilds control."),
                u("lol ok coach"),
            ),
        ),
        (
            Probe(
                "book my physio slots for next week pls",
                "three times a week",
                "update",
                f"2026-05-18T07:00:00{NY}",
                5,
                stale=("twice a week",),
            ),
            Probe(
                "why did priya bump up my sessions? my boss asked why I leave early on wednesdays",
                "swelling's basically gone",
                "why",
                f"2026-05-18T07:05:00{NY}",
                5,
            ),
        ),
    ),
    Scenario(
        "fj-en-kitchen-remodel",
        "en",
        (
            s(
                f"2026-04-04T10:20:00{CHI}",
                u(
                    "we're finally doing the kitchen!! marcus and I agreed we're capping it at "
                    "22k total, cabinets + counters + labor"
                ),
                a(
                    "Exciting! A 22k cap is workable if you keep the layout the same. Any "
                    "contractors lined up?"
                ),
                u(
                    "two coming to quote next week. Ortiz & Sons (neighbor used them) and some "
                    "guy from Hearth Kitchens off nextdoor"
                ),
                a("Great, I'll keep track of both quotes as they come in."),
                u("also need to figure out where we'll cook for 6 weeks lmao"),
                a("A hot plate, a microwave and the grill will get you surprisingly far."),
            ),
            s(
                f"2026-04-11T14:00:00{CHI}",
                u("ok quotes are in. Rafael from Ortiz & Sons came by, $27,400, can start may 18"),
                a("Thanks! That's about $5,400 over the 22k cap. And the other one?"),
                u(
                    "the hearth kitchens guy, Glen, said 24,900 but not until september. and "
                    "he wants 50% up front 🙄"
                ),
                a(
                    "Half up front is a lot. So one is faster but pricier, the other cheaper "
                    "with a long wait."
                ),
                u("yeah. gonna sleep on it"),
            ),
            s(
                f"2026-04-16T21:30:00{CHI}",
                u(
                    "talked it through with marcus last night. we'll stretch to 30k if we do "
                    "quartz counters, no way we're waiting till september"
                ),
                a(
                    "Makes sense. With 30k the faster quote fits and there's still a cushion "
                    "for surprises."
                ),
                u("exactly. can you remind me to call Rafael tmrw to lock in the 18th"),
                a("Reminder set for tomorrow morning: call Rafael to confirm the May 18 start."),
                u("ty!! marcus wants green tile and I want white, pray for us"),
                a("Sage green with white grout could be the peace deal 😄"),
            ),
            s(
                f"2026-05-02T09:10:00{CHI}",
                u("went to the tile place, marcus caved, white zellige it is"),
                a("Ha, nice win. Zellige looks great with quartz."),
                u(
                    "also the microwave cart is assembled, the camp kitchen lives in the "
                    "dining room now"
                ),
                a("Living the dream. Demo's on the 18th, right?"),
                u("yep 🔨"),
            ),
        ),
        (
            Probe(
                "marcus is asking what our ceiling is for the kitchen, remind me?",
                "30k",
                "update",
                f"2026-05-06T12:00:00{CHI}",
                5,
                stale=("22k",),
            ),
            Probe(
                "text the contractor we went with and ask if they still need the garage code",
                "Rafael",
                "coreference",
                f"2026-05-06T12:05:00{CHI}",
                5,
                stale=("Hearth Kitchens",),
                resolves_to="Ortiz",
            ),
        ),
    ),
    Scenario(
        "fj-en-denver-flight",
        "en",
        (
            s(
                f"2026-05-26T20:00:00{NY}",
                u(
                    "booked the denver trip for the offsite. frontier, june 11, leaves LGA at "
                    "6:55am 😭"
                ),
                a("Oof, early. Noted: Frontier from LGA to Denver on June 11, departing 6:55am."),
                u("yeah it was $180 cheaper than the later one so whatever"),
                a("Fair trade. Want me to set an alarm and a car for that morning?"),
                u("not yet, closer to the date"),
                u("also remind me to pack the hiking boots, team is doing red rocks on the friday"),
                a("Added to your packing list: hiking boots for Red Rocks."),
            ),
            s(
                f"2026-06-02T12:30:00{NY}",
                u(
                    "got an email from frontier with 'schedule change' in the subject line, "
                    "havent opened it, scared"
                ),
                a("Those are usually a shift of an hour or two. Want to check the app?"),
                u("later, in a meeting"),
                u("ok lunch. whats a good salad place near bryant park"),
                a("Dig on 40th Street or Sweetgreen on 41st."),
            ),
            s(
                f"2026-06-05T18:45:00{NY}",
                u("ok opened it. departure's 9:40am now, lands 11:58 local"),
                a("Got it: Frontier to Denver on June 11, out of LGA at 9:40am, landing 11:58am."),
                u("honestly better, I get to sleep"),
                u("means i miss the 11am kickoff tho, gonna tell Jen"),
                a("Want me to draft a quick note to Jen?"),
                u("nah i got it"),
            ),
        ),
        (
            Probe(
                "get me a car to LGA on thursday, I want to be there 2 hrs before my flight",
                "9:40",
                "update",
                f"2026-06-09T08:00:00{NY}",
                4,
                stale=("6:55",),
            ),
        ),
    ),
    Scenario(
        "fj-en-sitter-kayla",
        "en",
        (
            s(
                f"2026-04-03T17:30:00{CHI}",
                u(
                    "our sitter Kayla is amazing, the twins adore her. she charges $22/hr, we "
                    "usually do tue + thu evenings"
                ),
                a("Noted: Kayla, $22 an hour, Tuesday and Thursday evenings."),
                u("can you remind me to venmo her every friday?"),
                a("Weekly reminder set for Fridays: pay Kayla."),
                u("ty. the twins are obsessed with bluey rn send help"),
                a("Bluey is honestly good for the grown-ups too."),
            ),
            s(
                f"2026-04-17T20:10:00{CHI}",
                u(
                    "heads up kayla's spring break is the 20th through the 26th, she's going "
                    "to cancun 🌴"
                ),
                a("Lucky her! Do you have someone for that week?"),
                u("yeah her roommate Jess is covering tue and thu, she's done it before"),
                a("Great. Jess for the week of the 20th, Tuesday and Thursday."),
                u("the twins think she's 'the fun one' so thats a win lol"),
            ),
            s(
                f"2026-05-01T19:00:00{CHI}",
                u(
                    "kayla's back and very tan lol. she's doing $25 an hour starting this "
                    "month, which tbh is fair, she's the best"
                ),
                a("Totally fair. I'll use $25 an hour for the Friday payments."),
                u("also jess left a lego in my shoe so that's her legacy 😂"),
                a("A classic sitter signature."),
                u("anyway"),
            ),
            s(
                f"2026-05-14T21:00:00{CHI}",
                u("the twins lost their first teeth on the SAME day?? is that normal"),
                a(
                    "Twins often hit milestones close together. Same day is a fun coincidence "
                    "though!"
                ),
                u("whats the tooth fairy rate these days, i feel like im getting scammed"),
                a("Around $5 a tooth seems to be common now."),
                u("inflation hits everything lol"),
            ),
        ),
        (
            Probe(
                "venmo the sitter for this week, she did tue and thu, 4 hrs each night",
                "$25",
                "update",
                f"2026-05-22T17:00:00{CHI}",
                5,
                stale=("$22",),
            ),
            Probe(
                "text the sitter and ask if she can do an extra night next week",
                "Kayla",
                "ended",
                f"2026-05-22T17:05:00{CHI}",
                5,
                stale=("Jess",),
            ),
        ),
    ),
    Scenario(
        "fj-en-parking-spot",
        "en",
        (
            s(
                f"2026-04-08T18:05:00{LON}",
                u(
                    "first day at the new job done! they gave me a parking spot in the "
                    "basement, P2-114, tiny but free"
                ),
                a("Congrats on day one! Noted your spot: P2-114."),
                u("cheers. the canteen does a decent flat white too, result"),
                a("Free parking and good coffee, strong start."),
                u("haha yeah"),
            ),
            s(
                f"2026-04-20T18:20:00{LON}",
                u("remind me the badge renewal form is due end of month"),
                a("Reminder set for 28 April: badge renewal form."),
                u("also how do I get biro off a car seat lol"),
                a("Rubbing alcohol on a cotton pad. Dab, don't rub."),
            ),
            s(
                f"2026-05-05T08:50:00{LON}",
                u(
                    "facilities emailed, our whole floor's been shuffled to level 3 in the car "
                    "park. I'm P3-027"
                ),
                a("Noted: P3-027 on level 3."),
                u("closer to the lift at least"),
                u("weather's grim again innit"),
                a("Drizzle until Thursday, apparently."),
            ),
            s(
                f"2026-05-19T12:10:00{LON}",
                u("my mate Callum's coming to the office thursday for a pitch"),
                a("Want me to sort a visitor badge request?"),
                u("yeah go on, 10am"),
                a("Drafted a visitor request for Callum, Thursday 10am."),
            ),
        ),
        (
            Probe(
                "callum's driving in, tell him which spot is mine so he can park next to it",
                "P3-027",
                "update",
                f"2026-05-20T09:00:00{LON}",
                5,
                stale=("P2-114",),
            ),
        ),
    ),
    Scenario(
        "fj-en-early-meetings",
        "en",
        (
            s(
                f"2026-04-06T10:30:00{NY}",
                u(
                    "can you help me set up recurring 1:1s with my reports? I'm useless before "
                    "10 so afternoons please"
                ),
                a("Sure. Afternoon 1:1s it is. Who's on the list?"),
                u("Tomás, Keisha and Ben. 30 min each, weekly"),
                a("Got it: weekly 30-minute afternoon 1:1s with Tomás, Keisha and Ben."),
                u("great. coffee #3 incoming ☕"),
            ),
            s(
                f"2026-04-21T14:00:00{NY}",
                u("Keisha's going on parental leave in july, remind me to plan coverage"),
                a("Reminder set for June 1: plan coverage for Keisha's leave."),
                u("thx. also is it affect or effect here: 'this will ___ the roadmap'"),
                a("'Affect', it's the verb."),
                u("knew it"),
            ),
            s(
                f"2026-05-28T07:05:00{NY}",
                u("so the baby has decided 5am is wake-up time. every. day. we're all up at 5 now"),
                a("Oof. How are you holding up?"),
                u(
                    "weirdly... fine? I'm an early-meeting person these days. sharpest at 8, "
                    "dead by 3"
                ),
                a("That's quite a shift! Want to move things around to match?"),
                u("yes. put the 1:1s first thing, 8:30 slots"),
                a("Will do, the 1:1s go to 8:30."),
                u("ty. pray for me lol"),
            ),
        ),
        (
            Probe(
                "set up a weekly 1:1 with the new hire Priyanka, at my usual kind of time",
                "8:30",
                "preference",
                f"2026-06-03T09:00:00{NY}",
                4,
                stale=("useless before 10", "afternoon 1:1s"),
            ),
            Probe(
                "what made me move my 1:1s to the morning again?",
                "up at 5",
                "why",
                f"2026-06-03T09:05:00{NY}",
                4,
            ),
        ),
    ),
    Scenario(
        "fj-en-seat-pref",
        "en",
        (
            s(
                f"2026-04-09T19:00:00{LON}",
                u(
                    "booking the lisbon hen do flights. put me in a window seat pls, I like to "
                    "sleep against the wall"
                ),
                a("Got it: window seat."),
                u("and no checked bag, I'll cram everything into a backpack"),
                a("Cabin bag only, noted."),
                u("the bride wants us all in matching pink tracksuits 💀"),
                a("Iconic. Lisbon won't know what hit it."),
            ),
            s(
                f"2026-04-27T22:15:00{LON}",
                u("back from the hen. never again lol"),
                a("Ha! How was it?"),
                u(
                    "amazing but the flight back was 3 hrs wedged in by the wall behind two "
                    "sleeping lads, couldn't get out once"
                ),
                a("Ugh, that's the downside of window seats."),
                u("yeah done with that. aisle for me, I'd rather be able to get up whenever"),
                a("Makes sense. Aisle it is."),
            ),
            s(
                f"2026-05-14T13:00:00{LON}",
                u("work's sending me to Dublin on the 2nd of june, can you look at flights"),
                a("Aer Lingus has a 07:40 from Heathrow and a 12:15 from Gatwick. Preference?"),
                u("the 12:15, I'm not doing a 5am wake up"),
                a("Noted, the 12:15 from Gatwick."),
                u("lovely ta"),
            ),
        ),
        (
            Probe(
                "go ahead and book it, usual seat for me",
                "aisle",
                "preference",
                f"2026-05-14T13:15:00{LON}",
                3,
                stale=("window seat",),
            ),
        ),
    ),
    Scenario(
        "fj-en-fish-again",
        "en",
        (
            s(
                f"2026-04-05T18:00:00{CHI}",
                u("need dinner ideas, I'm strictly vegetarian btw, have been since college"),
                a("Got it, strictly vegetarian. Chickpea tikka masala or mushroom stroganoff?"),
                u("ooh stroganoff. my roommate Deshawn eats everything so portions for 2"),
                a("Stroganoff for two: 400g mushrooms, sour cream, paprika, egg noodles."),
                u("perfect ty"),
            ),
            s(
                f"2026-04-29T12:40:00{CHI}",
                u("had bloodwork, doc says my iron and omega-3 are in the basement 🙃"),
                a("Sorry to hear that. Did she suggest supplements or diet changes?"),
                u(
                    "both. honestly I've started eating fish again, salmon twice a week. still "
                    "no meat tho"
                ),
                a("That makes sense. Salmon, sardines and mackerel are all great for omega-3s."),
                u("sardines are a no lol"),
                a("Fair, salmon and trout then."),
            ),
            s(
                f"2026-05-20T19:30:00{CHI}",
                u("deshawn's bday is friday, thinking group dinner, like 6 ppl"),
                a("Fun! Any neighborhood in mind?"),
                u("somewhere in logan square? he loves tacos"),
                a("There are a few taco spots there that take groups of six."),
                u("hmm will ask him what he wants"),
            ),
        ),
        (
            Probe(
                "find me a place for friday that has stuff I'd actually eat",
                "eating fish again",
                "preference",
                f"2026-05-27T17:00:00{CHI}",
                4,
                stale=("strictly vegetarian",),
            ),
        ),
    ),
    Scenario(
        "fj-en-wine-club",
        "en",
        (
            s(
                f"2026-04-11T20:30:00{NY}",
                u(
                    "doing a wine club gift for my dad, but also signing myself up haha. I'm a "
                    "big red person, malbec especially"
                ),
                a(
                    "Love it. A reds club heavy on malbec for you, then. I'll look at a couple "
                    "of options."
                ),
                u("dad likes cabernet, napa stuff"),
                a("Got it: Napa cab for your dad."),
                u("omg my cat just sneezed on me"),
            ),
            s(
                f"2026-05-02T15:00:00{NY}",
                u("whats a good hostess gift that isnt wine"),
                a("Fancy olive oil, a nice candle, or local honey."),
                u("olive oil it is, ty"),
                u("sooo tired today"),
            ),
            s(
                f"2026-06-13T21:10:00{NY}",
                u(
                    "weird thing, I've totally gone off reds this summer. they give me a "
                    "headache now"
                ),
                a("That happens, tannins can do it. What have you been enjoying instead?"),
                u("crisp whites, albariño especially, had one at Dev's that was unreal"),
                a("Albariño is perfect for summer. Noted."),
                u("also can you pause my club, keep dad's going"),
                a("Done: yours is paused, your dad's Napa cab shipments continue."),
            ),
        ),
        (
            Probe(
                "Dev's having us over saturday, pick up a bottle I'd actually enjoy",
                "albariño",
                "preference",
                f"2026-06-25T18:00:00{NY}",
                4,
                stale=("malbec",),
            ),
        ),
    ),
    Scenario(
        "fj-en-flat-hunt",
        "en",
        (
            s(
                f"2026-06-02T19:00:00{LON}",
                u(
                    "ok Femi (letting agent) sent 3 options for saturday. 1) Albion Road, 2 "
                    "bed, £1,850. 2) Dalston Lane, 2 bed with a tiny balcony, £1,720. 3) "
                    "Amhurst Road, bigger but ground floor, £1,900"
                ),
                a(
                    "Nice shortlist. Dalston Lane is cheapest and has outdoor space; Amhurst "
                    "Road is the biggest. Want a viewing route?"
                ),
                u("yes pls, we're starting at 11"),
                a("11:00 Albion Road, 11:40 Dalston Lane, 12:20 Amhurst Road, all walkable."),
                u("amazing"),
            ),
            s(
                f"2026-06-06T17:45:00{LON}",
                u("viewings done. albion road smelled like damp, hard no"),
                a("Damp's a dealbreaker. How were the other two?"),
                u("the big one is nice but ground floor right on a bus stop, sam hated it"),
                u("the balcony one was lovely tho. sam's sold"),
                a("Sounds like a clear winner."),
                u("yeah sleeping on it but 90%"),
            ),
            s(
                f"2026-06-08T09:15:00{LON}",
                u("ok tell Femi we'll take the second flat. can you draft the email"),
                a(
                    "Draft: 'Hi Femi, we'd like to go ahead with the Dalston Lane flat at "
                    "£1,720 a month. Could you send next steps for the holding deposit? "
                    "Thanks!'"
                ),
                u("perfect, sent"),
                a("Fingers crossed!"),
                u("also need a man with a van for july, any tips"),
                a("Get three quotes; weekday moves are usually cheaper."),
            ),
            s(
                f"2026-06-15T20:00:00{LON}",
                u("references went through!!! move in 4th july 🎉"),
                a("Brilliant, congrats! Want a moving checklist?"),
                u("yes and remind me to cancel the old broadband"),
                a("Added: cancel the old broadband before 4 July."),
            ),
        ),
        (
            Probe(
                "the removals company wants the new address, what street is it on?",
                "Dalston Lane",
                "rejection",
                f"2026-06-18T10:00:00{LON}",
                5,
                stale=("Albion Road", "Amhurst Road"),
            ),
        ),
    ),
    Scenario(
        "fj-en-tutor-zoe",
        "en",
        (
            s(
                f"2026-04-13T20:00:00{NY}",
                u("Zoe's algebra grade is tanking 😬 looking at tutors"),
                a("Happy to help compare. Any leads?"),
                u(
                    "my friend Carla swears by Mr. Haddad, he charges $60 an hour, in person "
                    "at the library"
                ),
                a("Noted: Mr. Haddad, $60/hr, in person."),
                u("there's also Ms. Okafor from the school's list, $55 an hour, online sessions"),
                a("And Ms. Okafor, $55/hr, online. Want to book trial sessions with both?"),
                u("yes both, zoe will hate me lol"),
            ),
            s(
                f"2026-04-22T19:30:00{NY}",
                u("trials done. zoe said haddad was 'fine' which in teen means boring"),
                a("Ha. And the other one?"),
                u(
                    "she actually laughed with Ms. Okafor?? and did the homework after without "
                    "me asking"
                ),
                a("That's a strong sign."),
                u("yeah we're going with her, thursdays at 5"),
                a("Great, weekly sessions on Thursdays at 5."),
                u("gonna tell carla thanks anyway"),
            ),
            s(
                f"2026-05-06T21:00:00{NY}",
                u("zoe got a B- on the quiz!!!"),
                a("Huge jump! Celebrating?"),
                u("boba run obviously 🧋"),
                a("The only correct answer."),
            ),
        ),
        (
            Probe(
                "the school counselor wants to know who's tutoring Zoe in math",
                "Ms. Okafor",
                "rejection",
                f"2026-05-29T18:00:00{NY}",
                4,
                stale=("Mr. Haddad",),
            ),
            Probe(
                "pay the tutor we picked for May, she did 4 sessions",
                "$55",
                "coreference",
                f"2026-05-29T18:05:00{NY}",
                4,
                stale=("$60",),
                resolves_to="Okafor",
            ),
        ),
    ),
    Scenario(
        "fj-en-new-car",
        "en",
        (
            s(
                f"2026-05-09T11:00:00{DEN}",
                u(
                    "we need a bigger car, baby #2 is coming in sept. torn between the RAV4 "
                    "hybrid and the CR-V"
                ),
                a("Both are solid. Want me to compare cargo space and rear-seat room?"),
                u("yes, we have to fit two car seats + the dog"),
                a(
                    "On paper the Honda has a bit more rear legroom and the Toyota gets better "
                    "mileage."
                ),
                u("ugh decisions"),
            ),
            s(
                f"2026-05-16T16:30:00{DEN}",
                u(
                    "test drove both today. the rav4 was nice but the car seats were so "
                    "cramped in the back"
                ),
                a("That's a big deal with two little ones."),
                u("yeah. we're doing the CR-V, the back seat fits both car seats way better"),
                a("Great choice. Want help negotiating with the dealer?"),
                u("yes! Lakewood Honda, salesperson is Trish"),
                a("Noted: Lakewood Honda, Trish."),
            ),
            s(
                f"2026-05-23T10:00:00{DEN}",
                u("signed!! pick up next tuesday"),
                a("Congrats! 🎉"),
                u("the dog has already claimed the trunk in his mind"),
                a("As he should."),
            ),
        ),
        (
            Probe(
                "get me some insurance quotes for the new car",
                "CR-V",
                "rejection",
                f"2026-05-28T09:00:00{DEN}",
                4,
                stale=("RAV4",),
            ),
        ),
    ),
    Scenario(
        "fj-en-roof-bids",
        "en",
        (
            s(
                f"2026-06-01T19:00:00{CHI}",
                u(
                    "roof is leaking AGAIN over the back bedroom. getting bids this time, not "
                    "patching"
                ),
                a("Smart. How many roofers are you contacting?"),
                u("three: Summit Roofing, Danny's Roofing and Bluebird Exteriors"),
                a("Good spread. I'll track the bids as they come in."),
                u("ty. it's been raining for like 4 days straight ugh"),
            ),
            s(
                f"2026-06-09T20:15:00{CHI}",
                u(
                    "summit came in at $14,200. danny's guy was supposed to come monday and "
                    "just never showed"
                ),
                a("A no-show isn't a great sign. Anything from the third one?"),
                u("bluebird $12,500, full tear-off, 25 yr warranty"),
                a("That one looks strong on both price and warranty."),
            ),
            s(
                f"2026-06-14T11:00:00{CHI}",
                u(
                    "update, danny's finally texted a number, $11,800, after ghosting us for a "
                    "week??"
                ),
                a("Cheapest, but reliability matters a lot on a roof."),
                u(
                    "yeah, going with bluebird. danny's never called back when I asked about "
                    "the warranty either, and summit is just too much"
                ),
                a("Makes sense. Want me to draft a note to Bluebird about scheduling?"),
                u("yes, sometime after the 4th"),
                a("Drafted: asking Bluebird for a start date after July 4."),
            ),
        ),
        (
            Probe(
                "text the roofer we hired and ask what time the crew shows up",
                "Bluebird",
                "rejection",
                f"2026-06-22T09:00:00{CHI}",
                4,
                stale=("Summit Roofing", "Danny's Roofing"),
            ),
            Probe(
                "dad keeps asking why we didn't take the cheapest roof bid, what was the reason?",
                "never called back",
                "why",
                f"2026-06-22T09:05:00{CHI}",
                4,
            ),
        ),
    ),
    Scenario(
        "fj-en-kids-schools",
        "en",
        (
            s(
                f"2026-08-24T20:00:00{NY}",
                u(
                    "new school year stuff, help me keep it straight. Maya starts 2nd grade at "
                    "Lincoln Elementary, drop off 8:10"
                ),
                a("Noted: Maya, 2nd grade, Lincoln Elementary, 8:10 drop-off."),
                u("and Eli's starting 6th at Hawthorne Middle, that one's 7:45 ugh"),
                a("Got it: Eli, 6th grade, Hawthorne Middle, 7:45."),
                u("two schools two different times, this is gonna be chaos"),
                a("A shared calendar helps. Want me to set one up?"),
                u("yes plz"),
            ),
            s(
                f"2026-09-02T07:30:00{NY}",
                u("first day!! maya cried, eli pretended not to know me lol"),
                a("Classic first day. Hope the rest of it goes smoothly!"),
                u("her school wants a copy of her vaccine record by friday"),
                a("Reminder set for Thursday evening: send Maya's vaccine record."),
                u("ty"),
            ),
            s(
                f"2026-09-15T21:00:00{NY}",
                u("eli joined chess club, tuesdays after school til 4:30"),
                a("Fun! Adding Tuesdays until 4:30 to the calendar."),
                u("now maya wants to do chess too bc eli does 🙄"),
                a("The sibling effect. Her school might have something for younger kids."),
                u("lol maybe"),
            ),
        ),
        (
            Probe(
                "filling in the emergency contact forms, remind me which schools the kids are at",
                "Lincoln Elementary",
                "distinct",
                f"2026-09-21T19:00:00{NY}",
                4,
                also=("Hawthorne Middle",),
            ),
        ),
    ),
    Scenario(
        "fj-en-pet-meds",
        "en",
        (
            s(
                f"2026-04-14T18:30:00{LON}",
                u(
                    "vet day 🙃 biscuit's itchy skin is allergies, they've put him on Apoquel "
                    "16mg once a day"
                ),
                a("Poor Biscuit. Noted: Apoquel 16mg, once daily."),
                u(
                    "and mochi's thyroid bloods came back high so she's starting methimazole, "
                    "1.25mg twice a day"
                ),
                a("Noted for Mochi: methimazole 1.25mg, twice daily."),
                u("pilling a cat twice a day, wish me luck"),
                a("Pill pockets or a dab of butter can help a lot."),
            ),
            s(
                f"2026-05-02T11:00:00{LON}",
                u("biscuit rolled in something dead at the park, why are dogs like this"),
                a("Fox poo, most likely. Dog shampoo and patience."),
                u("he's so proud of himself lol"),
                a("They always are."),
            ),
            s(
                f"2026-06-09T17:00:00{LON}",
                u(
                    "mochi's recheck today. levels still highish so the vet doubled her "
                    "methimazole, 2.5mg twice daily now"
                ),
                a("Noted: Mochi on 2.5mg twice daily. Any side effects to watch for?"),
                u("vomiting or going off her food, call if so"),
                a("Got it. Want a reminder for the next recheck?"),
                u("in 4 weeks she said"),
                a("Reminder set for 7 July: Mochi's thyroid recheck."),
            ),
            s(
                f"2026-06-20T10:00:00{LON}",
                u(
                    "off to my mum's for a week from the 27th, sitter Anna is popping in twice "
                    "a day"
                ),
                a("Want me to put together a care sheet for Anna?"),
                u("yes but later"),
                u("she's lovely, did it last year too"),
            ),
        ),
        (
            Probe(
                "make a meds list for Anna covering both animals",
                "Apoquel",
                "distinct",
                f"2026-06-24T19:00:00{LON}",
                5,
                also=("methimazole",),
            ),
            Probe(
                "the insurance claim form asks what dose Mochi was on back in May, what was it?",
                "1.25mg",
                "window",
                f"2026-06-24T19:05:00{LON}",
                5,
                stale=("2.5mg",),
            ),
        ),
    ),
    Scenario(
        "fj-en-car-insurers",
        "en",
        (
            s(
                f"2026-07-07T20:00:00{CHI}",
                u(
                    "trying to get our paperwork organized. the civic is insured with Geico, "
                    "renews in october"
                ),
                a("Noted: Civic with Geico, renewal in October."),
                u("and the truck is with Progressive, that one renews in january"),
                a("Noted: the truck with Progressive, renewal in January."),
                u("why is adulting just forms"),
                a("It really is mostly forms."),
            ),
            s(
                f"2026-07-20T18:30:00{CHI}",
                u("someone backed into the civic in the Jewel parking lot and just drove off 😡"),
                a("Ugh, I'm sorry. Are you okay? Did you get photos?"),
                u("yeah I'm fine, photos yes. filed a claim, number 4471-GC"),
                a("Noted: claim 4471-GC for the Civic."),
                u("adjuster is some guy named Ray, coming thursday"),
                a("I'll remind you Thursday morning."),
            ),
            s(
                f"2026-07-24T17:00:00{CHI}",
                u(
                    "ray came by, his first number was $980 which is a joke, the body shop "
                    "quoted way more"
                ),
                a("You can ask for a re-inspection with the body shop's written estimate."),
                u("yeah he's coming back with the shop's estimate next week"),
                a("Good. Keep the shop's quote handy."),
            ),
            s(
                f"2026-08-03T12:15:00{CHI}",
                u("ok good news, ray revised it, payout's $1,340 after the deductible"),
                a("Much better! Want a reminder to book the body shop?"),
                u("yes for next monday"),
                a("Reminder set for Monday: book the body shop."),
                u("also need new wiper blades lol unrelated"),
            ),
        ),
        (
            Probe(
                "renewal season is coming, which companies are our two cars insured with?",
                "Geico",
                "distinct",
                f"2026-08-06T09:00:00{CHI}",
                5,
                also=("Progressive",),
            ),
            Probe(
                "did we ever hear back on that claim? how much are they paying out?",
                "$1,340",
                "coreference",
                f"2026-08-06T09:05:00{CHI}",
                5,
                stale=("$980",),
                resolves_to="4471-GC",
            ),
        ),
    ),
    Scenario(
        "fj-en-lyon-office",
        "en",
        (
            s(
                f"2026-05-04T08:30:00{LON}",
                u(
                    "morning! I'm usually in the Shoreditch office mon-thu, wfh fridays. can "
                    "you remember that for scheduling"
                ),
                a("Got it: Shoreditch office Monday to Thursday, home on Fridays."),
                u("ta. what's the weather looking like this week"),
                a("Mild, 16 to 18°C, with a shower on Wednesday."),
                u("sound"),
            ),
            s(
                f"2026-05-17T21:00:00{LON}",
                u("packing 😩 until friday I'm at the Lyon office helping with the migration"),
                a("Noted: at the Lyon office through Friday 22 May. Flying or Eurostar?"),
                u("eurostar + tgv, takes forever but I hate flying"),
                a("Fair enough. Want a few places to eat near the Lyon office?"),
                u("yes pls, somewhere near Part-Dieu"),
                a("Les Halles de Lyon Paul Bocuse is a short walk and great for lunch."),
            ),
            s(
                f"2026-05-20T19:45:00{LON}",
                u("lyon is gorgeous but the migration is a mess lol"),
                a("Hang in there. Two more days!"),
                u("the croissants are helping"),
                a("As they should."),
            ),
            s(
                f"2026-05-23T10:00:00{LON}",
                u("home!!! slept 11 hours"),
                a("Welcome back! Well earned."),
                u("the cat is ignoring me as punishment"),
                a("Give it a day and some treats."),
            ),
        ),
        (
            Probe(
                "book me a desk for tomorrow at my usual office",
                "Shoreditch",
                "ended",
                f"2026-05-26T07:30:00{LON}",
                5,
                stale=("Lyon office",),
            ),
        ),
    ),
    Scenario(
        "fj-en-sister-visit",
        "en",
        (
            s(
                f"2026-06-03T19:00:00{CHI}",
                u("can you book our usual at Lucia's for friday? table for two at 7:30"),
                a("Booked: Lucia's, Friday, table for two at 7:30."),
                u("yay. date night is sacred lol"),
                a("As it should be."),
                u(
                    "also my sister Rosa and her kids are coming from phoenix on the 12th, "
                    "staying til the 21st"
                ),
                a("Fun! Noted: Rosa and the kids, June 12 to 21."),
            ),
            s(
                f"2026-06-10T20:00:00{CHI}",
                u(
                    "while Rosa's here we need a table for five on fridays, the kids are "
                    "obsessed with Lucia's garlic knots"
                ),
                a("Got it: Lucia's on Fridays, table for five while Rosa's in town."),
                u("also what do I cook for 5 ppl that two picky 8 year olds will eat"),
                a("Homemade pizza night, everyone builds their own."),
                u("genius"),
            ),
            s(
                f"2026-06-15T21:30:00{CHI}",
                u("pizza night was a hit!! made the dough saturday, everyone did their own"),
                a("Love that! Which toppings won?"),
                u("pepperoni obvs, rosa did a fig + goat cheese one that was amazing"),
                a("Fancy. Plans for next weekend?"),
                u("gonna do tacos I think, carne asada on the grill"),
                a("Want a marinade recipe?"),
                u("yes!"),
                a(
                    "Orange juice, lime, garlic, cumin, cilantro and a splash of soy. At least "
                    "4 hours."
                ),
            ),
            s(
                f"2026-06-22T18:00:00{CHI}",
                u("rosa and the kids flew home yesterday, the house is so quiet 🥲"),
                a("Aw. Sounds like it was a great visit."),
                u("the carne asada saturday was the best thing I've ever grilled tbh"),
                a("High praise! Same marinade next time."),
                u("def"),
            ),
        ),
        (
            Probe(
                "book Lucia's for friday, the usual",
                "table for two",
                "ended",
                f"2026-06-24T17:00:00{CHI}",
                5,
                stale=("table for five",),
            ),
            Probe(
                "rosa wants the recipe for what I cooked the weekend of the 13th, what was it?",
                "pizza night",
                "window",
                f"2026-06-24T17:05:00{CHI}",
                5,
                stale=("carne asada",),
            ),
        ),
    ),
    Scenario(
        "fj-en-towpath-commute",
        "en",
        (
            s(
                f"2026-04-20T08:00:00{LON}",
                u("I cycle in along the canal most days, 25 min from hackney to kings cross"),
                a("Lovely commute! Want weather alerts for rainy mornings?"),
                u("yes, if it's going to chuck it down before 9 let me know"),
                a("Will do: rain alerts before 9am on weekdays."),
                u("legend"),
            ),
            s(
                f"2026-05-06T19:30:00{LON}",
                u(
                    "towpath's shut from tomorrow until the 24th for repairs 😤 so it's the 394 "
                    "bus for a couple of weeks"
                ),
                a("Annoying! Leave a bit earlier, buses are slower at rush hour."),
                u("yeah ~40 min, bleh"),
                a("Podcast time, at least."),
            ),
            s(
                f"2026-05-13T18:00:00{LON}",
                u("the 394 bus was 20 min late AGAIN today lol I'm losing it"),
                a("Ugh. Only 11 more days!"),
                u("counting"),
                u("also can you rec a good bike lock, mine's rusting"),
                a("A Kryptonite chain or an Abus Granit X-Plus are both solid."),
            ),
        ),
        (
            Probe(
                "is it going to rain on my commute tomorrow? plan my route in",
                "cycle in",
                "ended",
                f"2026-05-28T07:00:00{LON}",
                4,
                stale=("394 bus",),
            ),
        ),
    ),
    Scenario(
        "fj-en-kingsway-eats",
        "en",
        (
            s(
                f"2026-04-12T20:30:00{VAN}",
                u("we tried Pho Thanh on Main last night, super good, the broth 👌"),
                a("Nice! Want me to keep a list of spots you two like?"),
                u("yes a list!! anika and I are trying somewhere new every weekend this spring"),
                a("Started the list: Pho Thanh on Main."),
                u("ty"),
            ),
            s(
                f"2026-04-19T21:00:00{VAN}",
                u(
                    "this weekend's pick was a georgian place on commercial, Chito's, the "
                    "khachapuri was insane"
                ),
                a("Added Chito's on Commercial. Great call on the khachapuri."),
                u("anika already wants to go back"),
                a("Always a good sign!"),
            ),
            s(
                f"2026-04-26T19:45:00{VAN}",
                u(
                    "ok new favourite. Ramen Kujira on Kingsway, tonkotsu, tiny place, like 12 "
                    "seats"
                ),
                a("Added Ramen Kujira on Kingsway. With 12 seats, booking ahead helps."),
                u("they only take bookings by phone, 604-555-0182"),
                a("Saved: Ramen Kujira, 604-555-0182."),
                u("lol we waited 40 min and it was sooo worth it"),
            ),
            s(
                f"2026-05-03T20:00:00{VAN}",
                u(
                    "skipped eating out this weekend, anika's parents were in town and her mom "
                    "cooked everything"
                ),
                a("Sounds lovely. Back to the list next weekend?"),
                u("yep"),
                u("btw is granville island market open on mondays"),
                a("Yes, daily from 9am to 6pm."),
            ),
        ),
        (
            Probe(
                "call the place on Kingsway and book for 4 on friday, what's their number?",
                "604-555-0182",
                "coreference",
                f"2026-05-06T12:00:00{VAN}",
                5,
                resolves_to="Kujira",
            ),
            Probe(
                "where did we eat the weekend of april 18th? anika can't remember the name",
                "Chito's",
                "window",
                f"2026-05-06T12:05:00{VAN}",
                5,
                stale=("Pho Thanh", "Ramen Kujira"),
            ),
        ),
    ),
)
