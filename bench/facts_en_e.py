"""Current-facts scenarios, English, part E (held out: written blind to the service's rules)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, SF, CHI, DEN = "-04:00", "-07:00", "-05:00", "-06:00"
LON, LON_W, SYD = "+01:00", "+00:00", "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fe-en-rent-renewal",
        "en",
        (
            s(
                f"2026-04-08T19:20:00{LON}",
                u(
                    "hey so our tenancy renewal is coming up in june and i want to get ahead "
                    "of it. rent's £1,150 a month rn for the 2 bed on Ashgrove Rd"
                ),
                a(
                    "Got it: the two-bed on Ashgrove Road, renewal in June. Is the letting "
                    "agent handling it or the landlord directly?"
                ),
                u(
                    "agent. Harper Lettings. we've been on 12 month tenancies since we moved "
                    "in, they're slow as anything"
                ),
                a("Typical 😅 Want me to draft an email asking for the renewal terms early?"),
                u("yes pls, keep it friendly, we actually like the place"),
                a(
                    "Here's a draft: 'Hi, we'd love to renew at Ashgrove Road and wanted to "
                    "check the terms for June...' Want me to add anything?"
                ),
                u("maybe mention we'd be happy to do the same again"),
                a("Added: you'd be happy to sign another 12 month term."),
                u("perfect ty. ugh its 7pm and i havent eaten"),
                a("Go eat! I'll be here."),
            ),
            s(
                f"2026-05-14T08:05:00{LON}",
                u("harper finally replied lol"),
                a("Finally! What did they say?"),
                u(
                    "landlord wants to bring it in line with the area so it'll be £1,295 from "
                    "the 1st of june. not thrilled but still cheaper than anything else we've "
                    "seen"
                ),
                a(
                    "Oof, that's a jump, but two-beds nearby are going for more. Noted: £1,295 "
                    "a month from 1 June."
                ),
                u(
                    "and they only want a 6 month tenancy this time, landlord might sell next "
                    "year apparently"
                ),
                a(
                    "So the new one runs to the end of November. Want me to set a reminder in "
                    "October to check what's happening?"
                ),
                u("yeah good shout"),
                a("Reminder set for 1 October."),
                u("also does council tax go up in april or is that just me being paranoid"),
                a(
                    "It does usually rise each April, so not paranoia, "
                    "your bill will be a bit higher."
                ),
                u("great. everything's going up except my salary 🙃"),
            ),
            s(
                f"2026-06-03T18:40:00{LON}",
                u("signed the new tenancy this morning 🖊️"),
                a("Nice one! Anything you want me to note from it?"),
                u("nah same as they said. deposit stays with the DPS"),
                a("Good, no need to re-protect it then."),
                u("can u remind me to update the standing order before the 1st of july"),
                a("Reminder set for 28 June: update the rent standing order."),
                u("ty. my sister's coming to stay next weekend, ideas for a rainy saturday?"),
                a("M Shed is free and good, or the SS Great Britain for a ticketed day out."),
                u("ss great britain, she loves boats"),
                a("Great pick, book ahead on weekends."),
            ),
        ),
        (
            Probe(
                "how much are we paying for the flat each month now?",
                "£1,295",
                "update",
                f"2026-06-20T10:00:00{LON}",
                4,
                stale=("£1,150",),
            ),
            Probe(
                "when we renewed with harper, how long did we sign for?",
                "6 month tenancy",
                "update",
                f"2026-06-20T10:05:00{LON}",
                4,
                stale=("12 month",),
            ),
        ),
    ),
    Scenario(
        "fe-en-bp-meds",
        "en",
        (
            s(
                f"2026-04-21T08:30:00{NY}",
                u(
                    "doc appt went ok-ish. bp was 148/95 so she's putting me on lisinopril "
                    "10mg, once a day in the morning"
                ),
                a(
                    "Got it: lisinopril once daily in the morning. Did she want you to check "
                    "your blood pressure at home too?"
                ),
                u("yeah she wants readings twice a day for a month. i have to buy a cuff"),
                a(
                    "An upper-arm cuff is more accurate than a wrist one. The Omron Silver is "
                    "a solid pick, around $60."
                ),
                u("ordered. also she said cut back on salt which, rip my soy sauce"),
                a("Low-sodium soy sauce is honestly pretty decent!"),
                u("lol fine"),
                a("Want a daily reminder for the pill?"),
                u("yes 7:30"),
                a("Done, 7:30 am every day."),
            ),
            s(
                f"2026-05-26T17:45:00{NY}",
                u("follow up today. readings still kinda high, avg like 138/88"),
                a("Better than 148/95 but still above target. What did she suggest?"),
                u(
                    "she's bumping me to 20mg. and taking it at bedtime bc apparently it works "
                    "better overnight for some ppl + i was getting dizzy at work"
                ),
                a("Makes sense on both counts. Want me to move the reminder?"),
                u("yes move it to 10pm"),
                a("Moved: pill reminder at 10 pm daily."),
                u("also the pharmacy is out of stock until thursday 🙄"),
                a("Annoying. Do you have enough of the old strength to bridge until then?"),
                u("yeah she said take two of the old ones till then"),
                a("Two of the old tablets until Thursday, then the new ones. Got it."),
                u("ok going to make dinner, low sodium obviously 🥲"),
                a("Enjoy, you're doing great."),
            ),
            s(
                f"2026-06-09T12:10:00{NY}",
                u("bp this morning 126/82!!"),
                a("That's a big improvement, well done!"),
                u("the cuff is kinda addictive ngl"),
                a("Ha, just don't check it 20 times a day."),
                u("lol. can u give me a few low salt lunch ideas"),
                a(
                    "Sure: a chickpea salad with lemon and herbs, a turkey and avocado wrap, "
                    "or a lentil soup with a squeeze of lime."
                ),
                u("lentil soup sounds good"),
                a("Want a shopping list for it?"),
                u("nah i've got stuff. thx"),
            ),
        ),
        (
            Probe(
                "what strength is my blood pressure pill these days?",
                "20mg",
                "update",
                f"2026-06-15T09:00:00{NY}",
                4,
                stale=("10mg",),
            ),
            Probe(
                "what time of day should i be taking the lisinopril?",
                "at bedtime",
                "update",
                f"2026-06-15T09:05:00{NY}",
                4,
                stale=("in the morning",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fe-en-reading-habits",
        "en",
        (
            s(
                f"2026-04-05T21:00:00{SF}",
                u("i need a new book, finished the last one in like 2 days"),
                a("Love that. What kind of thing are you in the mood for?"),
                u(
                    "thrillers always, the twistier the better. and paperback pls, screens at "
                    "night mess w my sleep"
                ),
                a("Got it: twisty thrillers, in paperback. Have you read 'The Silent Patient'?"),
                u("yes lol everyone has"),
                a("Fair 😄 How about 'The Last Thing He Told Me' or 'Verity'?"),
                u("verity i've read. other one sounds good"),
                a("Great, I'll add 'The Last Thing He Told Me' to your list."),
                u("ty. btw my book club meets first tuesdays if u ever need to remind me"),
                a("Noted, book club on the first Tuesday of each month."),
            ),
            s(
                f"2026-05-12T18:30:00{SF}",
                u("ok new commute life: 50 min each way on the caltrain 😩"),
                a("That's a lot of time! Congrats on the new job though."),
                u(
                    "thanks!! honestly it's made me an audiobooks girl, i just listen with my "
                    "eyes closed, way better than squinting on a packed train"
                ),
                a(
                    "Ha, makes total sense. Libby has loads of audiobooks free with a library "
                    "card, want help setting it up?"
                ),
                u("already did 💅"),
                a("Look at you. Anything on your list yet?"),
                u(
                    "give me cozy fantasy these days. like dragons running a tea shop energy, "
                    "nothing dark"
                ),
                a("Cozy fantasy it is. 'Legends & Lattes' is literally an orc opening a café."),
                u("STOP that's perfect"),
                a("It's about 8 hours long, so roughly a week of your commute."),
                u("sold"),
            ),
            s(
                f"2026-06-16T20:10:00{SF}",
                u("book club picked 'Lessons in Chemistry' for july"),
                a("Good one! Want me to check if it's on Libby?"),
                u("yes"),
                a("It is, with about a 3-week wait. Want me to place a hold?"),
                u("pls"),
                a("Hold placed."),
                u("my coworker keeps asking me to do a 5k with her and i keep saying maybe 🙈"),
                a("The classic 'maybe'. Could be fun though!"),
                u("we'll see lol. night!"),
                a("Good night!"),
            ),
        ),
        (
            Probe(
                "find me something for the train next week, in whatever format i'm into",
                "audiobooks",
                "preference",
                f"2026-06-25T19:00:00{SF}",
                4,
                stale=("paperback",),
            ),
            Probe(
                "what kind of stories should you be recommending me lately?",
                "cozy fantasy",
                "preference",
                f"2026-06-25T19:05:00{SF}",
                4,
                stale=("thrillers always", "twisty thrillers"),
            ),
        ),
    ),
    Scenario(
        "fe-en-travel-style",
        "en",
        (
            s(
                f"2026-04-02T12:30:00{LON}",
                u("planning a work trip to copenhagen 14-16 may, can u help me find a hotel"),
                a("Of course! Any preferences?"),
                u(
                    "i'm a hilton person, always stick with the big chains for the points. "
                    "and window seat on the flight pls, i like to sleep against the wall"
                ),
                a(
                    "Noted: chain hotels for points, and a window seat. The Hilton is out by "
                    "the airport, but the Radisson Collection is close to your office."
                ),
                u("radisson is fine i guess"),
                a("Booked the Radisson Collection, 14-16 May. Want me to look at SAS flights?"),
                u("yes morning one from heathrow"),
                a("SK500 at 07:15, seat 21A reserved by the window."),
                u("ugh 7am. fine"),
                a("I'll set a wake-up reminder for 4:45 😬"),
                u("nooo lol"),
            ),
            s(
                f"2026-05-20T19:00:00{LON}",
                u("back from cph, what a city"),
                a("Welcome back! How was it?"),
                u(
                    "honestly the radisson felt like every other hotel i've ever stayed in. my "
                    "colleague had a flat in nørrebro with a bike and i was so jealous"
                ),
                a("That does sound nicer for a few days."),
                u(
                    "yeah from now on book me apartments with a kitchen, somewhere in a real "
                    "neighbourhood"
                ),
                a("Noted for future trips: a proper neighbourhood, your own place to cook."),
                u(
                    "also i'm aisle seat all the way now, drank so much water on the way back "
                    "and had to climb over a guy 4 times"
                ),
                a("Ha, noted for every flight from now on."),
                u("he was very nice about it but still 😭"),
                a("Mortifying but survivable."),
                u("next trip is lisbon in july btw, 9 to 13"),
                a("Lovely. I'll keep 9-13 July in mind for Lisbon."),
            ),
            s(
                f"2026-06-02T13:15:00{LON}",
                u("what's lisbon like in july, like actually hot?"),
                a("Yes, typically 28-30°C in the day, cooler by the sea."),
                u("ok pack linen 🩳"),
                a("Linen and sunscreen, definitely."),
                u("do i need an adapter or is portugal same as rest of europe"),
                a("Same two-pin plug as most of Europe, so your usual EU adapter works."),
                u("sweet. haven't booked anything yet, will do next week"),
                a("Sure, just ping me when you're ready."),
            ),
        ),
        (
            Probe(
                "ok ready to sort lisbon, what sort of place should you look for?",
                "apartments with a kitchen",
                "preference",
                f"2026-06-10T18:00:00{LON}",
                4,
                stale=("big chains",),
            ),
            Probe(
                "where do i like to sit on planes?",
                "aisle seat",
                "preference",
                f"2026-06-10T18:05:00{LON}",
                4,
                stale=("window seat",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fe-en-daycare-choice",
        "en",
        (
            s(
                f"2026-04-14T21:00:00{CHI}",
                u(
                    "ok daycare time. Noa starts in august, she'll be 14 months. we toured "
                    "three places today, help me keep them straight"
                ),
                a("Happy to! Tell me what you remember about each one."),
                u(
                    "acorns was cosy, teachers lovely. the immersion one felt so warm. the "
                    "big chain one on clark was super polished but kinda corporate"
                ),
                a(
                    "Here's the summary:\n"
                    "1. Little Acorns (Damen Ave): $1,850/month, 7am-6pm, small rooms, warm "
                    "teachers.\n"
                    "2. Casa Luna (Spanish immersion): $2,050/month, closes at 5:30pm.\n"
                    "3. Bright Horizons (Clark St): $2,300/month, open till 6:30pm.\n"
                    "Any front-runner?"
                ),
                u("ugh idk. 5:30 is tough with my commute"),
                a("That could be hard unless your partner can do some pickups."),
                u("eli could some days. lemme talk to him"),
                a("Sure. Want me to note any waitlist deadlines?"),
                u("yes, acorns needs an answer by may 1"),
                a("Noted: Little Acorns needs a decision by May 1."),
                u("my coffee went cold while typing this lol"),
                a("The parent life 😅"),
            ),
            s(
                f"2026-04-27T20:15:00{CHI}",
                u("ok we decided!! eli can do pickups mon/wed/fri and i'll leave early tue/thu"),
                a("Great! Which one?"),
                u(
                    "the second one. we really want her to grow up bilingual like eli's side "
                    "of the family"
                ),
                a(
                    "Love that reason. Want me to draft the acceptance email, and a polite no "
                    "to the other two?"
                ),
                u("yes pls. and tell acorns no thanks, they were really sweet tho"),
                a(
                    "Drafted both. The one to Little Acorns thanks them for the tour and says "
                    "you've gone with another program."
                ),
                u("perfect"),
                a("Anything else on the list for August?"),
                u("registration fee is $150, due next week"),
                a("Reminder set for next Monday: $150 registration fee."),
                u("ty ur a lifesaver"),
            ),
            s(
                f"2026-06-08T19:40:00{CHI}",
                u("noa said 'agua' today!!! 😭"),
                a("Ahh that's adorable! Sounds like she's getting a head start."),
                u("eli's mom is over the moon"),
                a("I bet!"),
                u("do i need to send diapers and stuff or do they supply"),
                a("It varies by center. Is there a parent handbook?"),
                u("it says we bring diapers, wipes and two changes of clothes"),
                a("Noted: diapers, wipes and two spare outfits. Added to the August prep list."),
                u("amazing"),
            ),
        ),
        (
            Probe(
                "which daycare did we go with for noa in the end?",
                "Casa Luna",
                "rejection",
                f"2026-06-20T10:00:00{CHI}",
                4,
                stale=("Little Acorns", "Bright Horizons"),
            ),
            Probe(
                "what's noa's daycare going to cost us a month?",
                "$2,050",
                "rejection",
                f"2026-06-20T10:05:00{CHI}",
                4,
                stale=("$1,850", "$2,300"),
            ),
        ),
    ),
    Scenario(
        "fe-en-car-lease",
        "en",
        (
            s(
                f"2026-05-05T18:30:00{DEN}",
                u(
                    "my civic lease ends in june and i'm dreading the dealership. can you "
                    "compare some options? budget ~$450/mo, i drive like 40 miles a day"
                ),
                a(
                    "Sure! Three that fit:\n"
                    "1. Toyota RAV4 Hybrid lease: $429/month, 36 months, 12k miles/year, "
                    "$2,500 down.\n"
                    "2. Hyundai Ioniq 5 lease: $389/month, 24 months, 10k miles/year, needs "
                    "home charging ideally.\n"
                    "3. Certified used 2023 Mazda CX-5 purchase: about $27k, roughly "
                    "$510/month over 60 months.\n"
                    "Any of these appeal?"
                ),
                u("hmm"),
                a("Take your time. Anything you definitely need?"),
                u("awd for ski trips. all three have it right?"),
                a("Yes, all three come with AWD."),
                u("ok lemme think. gotta go feed the cat"),
                a("Go go! We can pick this up later."),
            ),
            s(
                f"2026-05-09T10:00:00{DEN}",
                u(
                    "ok so, not the electric one. we rent, there's nowhere to plug in and the "
                    "nearest fast charger is at the walmart lol"
                ),
                a(
                    "Fair, charging would be a pain without a home outlet. "
                    "So it's between the other two?"
                ),
                u("and i don't want a 5 year loan. so the lease one"),
                a(
                    "Got it. Want me to email the dealer to confirm the numbers and ask if "
                    "they'll go to 15k miles a year?"
                ),
                u("yes pls. and find out if they have it in blue"),
                a("Email sent to Mile High Toyota asking about the terms and a blue one."),
                u("ty. its snowing. in may. colorado why"),
                a("Classic Colorado. It'll be 75 by Thursday."),
                u("lol probably"),
            ),
            s(
                f"2026-06-02T17:00:00{DEN}",
                u("picked it up today!! it's blue 💙"),
                a("Congrats on the new car! How does it drive?"),
                u("smooth, so quiet at low speeds"),
                a("That's the electric motor in the hybrid doing its thing."),
                u("i have to return the civic by friday, do i need to clean it lol"),
                a("A quick vacuum and wash helps avoid wear-and-tear charges, yes."),
                u("ugh ok. there are goldfish crackers in places i can't explain"),
                a("A shop vac will be your friend."),
                u("haha"),
            ),
        ),
        (
            Probe(
                "which car did i end up leasing?",
                "RAV4 Hybrid",
                "rejection",
                f"2026-06-15T09:00:00{DEN}",
                4,
                stale=("Ioniq 5", "Mazda CX-5"),
            ),
            Probe(
                "what's the monthly payment on the new car?",
                "$429",
                "rejection",
                f"2026-06-15T09:05:00{DEN}",
                4,
                stale=("$389", "$510"),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    Scenario(
        "fe-en-twins-school",
        "en",
        (
            s(
                f"2026-08-20T20:00:00{NY}",
                u("back to school shopping for the twins this weekend, pray for me"),
                a("🙏 Want me to make a list?"),
                u(
                    "yes. shoes first. jonah is a size 2 now and ruby's still a size 13, "
                    "she's always been the smaller one"
                ),
                a("Got it for both. Velcro or laces?"),
                u("velcro for ruby, jonah insists on laces now bc he's 'big'"),
                a("Ha, the laces milestone. Anything else on the list?"),
                u("backpacks, lunch boxes, whatever's on the teacher supply lists"),
                a("Do you have the supply lists yet?"),
                u(
                    "not yet, school emails them next week. they're in different classes this "
                    "year btw, first time they're split up"
                ),
                a("Big change! How are they feeling about it?"),
                u("jonah's fine, ruby cried lol"),
                a("Aww. She'll probably love having her own thing after a week or two."),
            ),
            s(
                f"2026-08-28T07:50:00{NY}",
                u("class lists came out. ruby has Ms. Delgado in room 4"),
                a("Noted! And Jonah?"),
                u("he's with Mr. Osei, heard he's strict but fair"),
                a("That can be great for a kid who likes structure."),
                u("jonah will test him for sure 😂"),
                a("Every year someone has to!"),
                u("supply lists are attached, can you make me one combined list"),
                a("Sure, paste them in and I'll merge them."),
                u("ugh later, running late for work"),
                a("No worries, whenever you're ready."),
            ),
            s(
                f"2026-09-03T19:30:00{NY}",
                u("first day done!! ruby loves her teacher already"),
                a("Yay! What about Jonah?"),
                u("he says his teacher 'has a lot of rules' 🙄 so i guess it's going great"),
                a("Sounds like he's met his match."),
                u("also the velcro on ruby's shoes is already coming off, 3 days in"),
                a("Frustrating. Most stores will swap them for a defect, keep the receipt."),
                u("yeah i'll take them back sat"),
                a("Want a reminder for Saturday morning?"),
                u("pls"),
                a("Reminder set: return Ruby's shoes, Saturday 10am."),
            ),
        ),
        (
            Probe(
                "what shoe sizes are the twins in? buying sneakers online",
                "size 2",
                "distinct",
                f"2026-09-10T20:00:00{NY}",
                4,
                also=("size 13",),
            ),
            Probe(
                "who teaches ruby and jonah this year?",
                "Ms. Delgado",
                "distinct",
                f"2026-09-10T20:05:00{NY}",
                4,
                also=("Mr. Osei",),
            ),
        ),
    ),
    Scenario(
        "fe-en-houseplants",
        "en",
        (
            s(
                f"2026-04-18T11:00:00{LON}",
                u(
                    "i have officially become a plant person 🌿 got a fiddle leaf fig and a "
                    "monstera from the garden centre"
                ),
                a("Welcome to the club! Where are you putting them?"),
                u("fig in the living room by the big window, monstera in the bedroom corner"),
                a(
                    "Good spots. Figs love bright indirect light; the monstera will cope with "
                    "a bit less."
                ),
                u("how often do i water them? i WILL forget"),
                a("Roughly every week or two, when the top few cm of soil are dry."),
                u("just give me fixed days, i need structure"),
                a(
                    "Okay: water the fiddle leaf fig every Sunday, and the monstera every "
                    "other Wednesday. Reminders set."
                ),
                u("perfect. the fig is called gerald btw"),
                a("Hello, Gerald. And the monstera?"),
                u("hasn't told me its name yet"),
                a("Fair, give it time 😄"),
            ),
            s(
                f"2026-05-09T16:20:00{LON}",
                u("gerald dropped two leaves!! is he dying"),
                a("Probably not! Figs often sulk after a move. Is he near a radiator or draft?"),
                u("there's a radiator under the window 😬"),
                a("That's likely it. Could you shift him a metre away, still near the light?"),
                u("done. also the monstera has a new leaf unfurling, she's called monty now"),
                a("Welcome, Monty! New leaves mean she's happy."),
                u("feeding? the guy at the shop said something about feed"),
                a(
                    "A balanced liquid feed works for both during the growing season. Gerald "
                    "needs less than Monty."
                ),
                u("ok add that to the reminders too, fixed days again"),
                a(
                    "Added: feed Gerald on the first Sunday of each month, and feed Monty "
                    "every second Saturday."
                ),
                u("you're better at this than me"),
                a("Teamwork 🌱"),
            ),
            s(
                f"2026-06-14T10:00:00{LON}",
                u("heatwave incoming apparently"),
                a("Yes, 30°C forecast for Wednesday."),
                u("do the plants need extra or do i stick to the schedule"),
                a(
                    "Stick to it, but check the soil mid-week and give a splash if it's bone "
                    "dry. Keep Gerald out of direct afternoon sun."
                ),
                u("ok. and me, do i need extra water lol"),
                a("Definitely yes 😄 A fan plus a cold flannel works wonders."),
                u("my flat is a greenhouse already"),
                a("Top-floor flats are rough in summer. Blackout curtains on the sunny side help."),
                u("ordering some now"),
            ),
        ),
        (
            Probe(
                "remind me when each of the plants gets watered",
                "fiddle leaf fig every Sunday",
                "distinct",
                f"2026-06-20T09:00:00{LON}",
                4,
                also=("monstera every other Wednesday",),
            ),
            Probe(
                "what's the plant food routine for gerald and monty?",
                "first Sunday of each month",
                "distinct",
                f"2026-06-20T09:05:00{LON}",
                4,
                also=("every second Saturday",),
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fe-en-wrist-cast",
        "en",
        (
            s(
                f"2026-05-04T19:00:00{SYD}",
                u("so i'm the idiot who fell off the bouldering wall on saturday. broken wrist 🙃"),
                a("Oh no! I'm so sorry. How are you feeling?"),
                u("sore but ok. cast for 6 weeks, right arm of course"),
                a("That's rough. What's going to be hardest to manage?"),
                u(
                    "mostly the kids stuff. i do the school run every morning, it's my thing, "
                    "8:15 out the door"
                ),
                a("And you can't drive with the cast. Can someone cover?"),
                u("ben's going to do drop-off until the cast comes off, his boss is being decent"),
                a("Good. Noted: Ben's on drop-off for the next six weeks."),
                u(
                    "and no climbing obviously. i'm gonna lose all my finger strength 😭 i "
                    "usually boulder tues and thurs nights w my mate sal"
                ),
                a("You'll get it back. Anything you can do without the wrist meanwhile?"),
                u(
                    "physio said the stationary bike is fine so i'll do spin at the leisure "
                    "centre instead, just till i'm healed"
                ),
                a("Sensible. Spin on Tuesday and Thursday nights until the cast is off."),
                u("typing one handed is so slow lol"),
                a("You're doing great, take your time."),
            ),
            s(
                f"2026-05-25T08:40:00{SYD}",
                u("3 weeks down, 3 to go"),
                a("Halfway! How's the wrist?"),
                u("itchy. so itchy. knitting needle itchy"),
                a("Please don't put anything down the cast 😅 A hairdryer on cool can help."),
                u("lol ok fine"),
                a("How's the spin going?"),
                u("honestly hate it. the instructor yells"),
                a("Only three more weeks of yelling."),
                u("true. btw can you find me a birthday present for sal, she's turning 40"),
                a(
                    "Maybe a nice chalk bag, or a voucher for a climbing "
                    "weekend in the Blue Mountains?"
                ),
                u("ooh the blue mountains one, we can go when i'm back"),
                a("Perfect, something to look forward to."),
            ),
            s(
                f"2026-06-16T17:30:00{SYD}",
                u("CAST IS OFF 🎉🎉"),
                a("Woohoo! How does it feel?"),
                u("weird and weak and pale. but free"),
                a("Totally normal. Did the physio give you a plan?"),
                u(
                    "yeah grip exercises. and back to normal from next week, mornings are mine "
                    "again from monday and climbing with sal tuesday, easy routes only"
                ),
                a("Amazing. Want me to cancel the remaining spin bookings?"),
                u("YES cancel them all, bye yelling man"),
                a("Done, all spin bookings cancelled."),
                u("ben is thrilled to hand the car keys back lol"),
                a("I bet he is 😄"),
            ),
        ),
        (
            Probe(
                "who's taking the kids to school tomorrow?",
                "I do the school run",
                "ended",
                f"2026-06-28T07:30:00{SYD}",
                4,
                stale=("Ben's on drop-off", "ben's going to do drop-off"),
            ),
            Probe(
                "what's my usual workout on tuesday nights?",
                "boulder tues and thurs",
                "ended",
                f"2026-06-28T07:35:00{SYD}",
                4,
                stale=("spin at the leisure centre", "Spin on Tuesday"),
            ),
        ),
    ),
    Scenario(
        "fe-en-kitchen-remodel",
        "en",
        (
            s(
                f"2026-04-06T20:00:00{SF}",
                u("kitchen reno starts monday!!! 6 weeks they say, which means 10 lol"),
                a("Exciting! And yes, budget for delays. How will you manage meals?"),
                u(
                    "i usually meal prep on sundays, big batch of chili or curry for the "
                    "week, but that's dead for now"
                ),
                a("Makes sense without a kitchen. What's the backup?"),
                u("we set up the air fryer and the microwave in the garage. camping vibes"),
                a("Garage kitchen, love it. Want some recipes that don't need a sink?"),
                u("yes pls"),
                a("Salmon with lemon, paprika chicken thighs, halloumi skewers, frozen dumplings."),
                u(
                    "also i work from home, normally from the spare room, but it's right next "
                    "to the kitchen and the noise is gonna be insane"
                ),
                a("Yeah, demo days especially. Any plan?"),
                u("gonna go to the central library while the builders are here, they're 8 to 4"),
                a("Good call. The library on Larkin has quiet rooms you can book."),
            ),
            s(
                f"2026-04-29T12:30:00{SF}",
                u("library update: i have a favourite desk and a nemesis who eats chips loudly"),
                a("Ha! Every library has one. How's the reno going?"),
                u("cabinets going in next week. the counters are delayed obviously"),
                a("Of course they are. Any new date?"),
                u("end of may probably"),
                a("Noted. I'll check in then."),
                u("also i'm so sick of salmon"),
                a("Totally fair. Want to build in a takeout night?"),
                u("thai place on 24th on fridays is our new ritual"),
                a("Solid ritual."),
            ),
            s(
                f"2026-06-01T18:00:00{SF}",
                u("THE KITCHEN IS DONE. builders gone as of friday"),
                a("Congratulations!! How does it look?"),
                u("white oak and green tiles and i keep just standing in it"),
                a("That sounds gorgeous."),
                u(
                    "back to normal life. did a proper batch cook yesterday, chili. and i'm "
                    "back at my own desk at home, said goodbye to chip guy"
                ),
                a("Perfect. The garage setup can be retired."),
                u("the air fryer stays tho, it's earned it"),
                a("It's been through a lot with you."),
                u("lol. ok need a dinner menu for 6 people saturday"),
                a(
                    "How about harissa chicken traybake, herby couscous, a chopped salad, and "
                    "lemon posset for dessert?"
                ),
                u("love it"),
            ),
        ),
        (
            Probe(
                "plan my cooking for the week the way i normally do it",
                "meal prep on sundays",
                "ended",
                f"2026-06-14T10:00:00{SF}",
                4,
                stale=("air fryer and the microwave in the garage",),
            ),
            Probe(
                "where do i work from on a normal weekday?",
                "from the spare room",
                "ended",
                f"2026-06-14T10:05:00{SF}",
                4,
                stale=("central library",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fe-en-orthodontist",
        "en",
        (
            s(
                f"2026-03-17T16:00:00{NY}",
                u("dentist says lily needs braces, ugh. she's 12, it's time i guess"),
                a("Very common at 12. Did the dentist suggest an orthodontist?"),
                u("yeah dr. lindqvist referred us to dr. amara baptiste, smile studio on 5th ave"),
                a("Got it, Dr. Baptiste at Smile Studio. Want me to look up reviews?"),
                u(
                    "sure. oh and my friend kate swears by dr. hale, his office is in hoboken. "
                    "might see him too"
                ),
                a("Two opinions is smart. His place is right by the PATH, handy for you."),
                u("lily asked if she can get purple bands lol"),
                a("Purple is the most requested colour, she's in good company."),
                u("ha. we have consults with both next week"),
                a("Good idea to compare."),
            ),
            s(
                f"2026-03-27T19:30:00{NY}",
                u("did both consults this week"),
                a("How did they go?"),
                u(
                    "the hoboken guy was nice but pushy. $6,200, 24 months, wanted a deposit "
                    "on the spot basically"
                ),
                a("A hard sell isn't a great sign. And the other one?"),
                u(
                    "baptiste was lovely, lily liked her. $4,900 for 18 months and they're in "
                    "network with our insurance"
                ),
                a("That's a strong case: cheaper, shorter, and in network."),
                u("yeah no brainer. we're going with her"),
                a("Great. Want me to remind you to call and schedule the fitting?"),
                u("yes for monday"),
                a("Reminder set for Monday morning."),
                u("lily is already planning her purple bands 💜"),
            ),
            s(
                f"2026-04-20T17:15:00{NY}",
                u("braces are on!! lily is being very brave"),
                a("Yay Lily! Purple?"),
                u("purple and teal lol"),
                a("Stylish."),
                u("soft food only for a few days. any ideas that aren't just yoghurt"),
                a("Mac and cheese, soup, scrambled eggs, smoothies, mashed potatoes, pasta."),
                u("mac and cheese forever apparently"),
                a("Can't argue with that."),
                u("next check is in 6 weeks"),
                a("Noted: next orthodontist check around June 1."),
            ),
        ),
        (
            Probe(
                "what did the orthodontist our dentist sent us to quote for lily's braces?",
                "$4,900",
                "coreference",
                f"2026-05-05T18:00:00{NY}",
                4,
                stale=("$6,200",),
                resolves_to="Baptiste",
            ),
            Probe(
                "what's the address of the ortho we picked? need it for the car",
                "5th ave",
                "coreference",
                f"2026-05-05T18:05:00{NY}",
                4,
                stale=("hoboken",),
                resolves_to="Baptiste",
            ),
        ),
    ),
    Scenario(
        "fe-en-babysitter",
        "en",
        (
            s(
                f"2026-09-05T20:30:00{LON}",
                u(
                    "we need a regular babysitter for friday nights, date night is a must or "
                    "we'll lose our minds"
                ),
                a("Very wise. Any leads?"),
                u(
                    "our neighbour's daughter's friend, priya, she's at uni doing nursing. "
                    "£12 an hour"
                ),
                a("Noted: Priya, nursing student. Want me to draft her a message?"),
                u(
                    "hold on, also found someone on the sitter app, jenna, loads of reviews, "
                    "first aid certified, £15 an hour"
                ),
                a("Got it, Jenna from the app. Want to trial both?"),
                u("yeah let's trial them both, two fridays"),
                a("Sounds good. The student on the 11th and the app sitter on the 18th?"),
                u("perfect"),
                a("Messages drafted for both."),
                u("tom says i'm overthinking this lol"),
                a("Choosing who looks after your kids isn't overthinking 😊"),
            ),
            s(
                f"2026-09-20T10:15:00{LON}",
                u("ok both trials done"),
                a("How did it go?"),
                u(
                    "the app one was fine but she was on her phone the whole time and left "
                    "the kitchen a mess"
                ),
                a("Not ideal. And the student?"),
                u("kids ADORED her. she made them a fort. and got them to bed on time!! miracle"),
                a("That sounds like a clear winner."),
                u("yep, tell her we'd love her every friday, 7 till 11"),
                a("Done: message sent offering every Friday, 7 to 11."),
                u("she said yes 🥹"),
                a("Brilliant! Date nights are back."),
            ),
            s(
                f"2026-10-02T19:00:00{LON}",
                u("first real date night tonight"),
                a("Enjoy! Where are you going?"),
                u("that new tapas place on gloucester rd"),
                a("Ooh, have the croquetas."),
                u("will do. sitter's due in 10 mins, kids are bouncing off walls"),
                a("She'll sort them out with another fort 😄"),
                u("lol probably"),
            ),
        ),
        (
            Probe(
                "can you text the sitter the kids loved and check she's ok for this friday?",
                "Priya",
                "coreference",
                f"2026-10-08T12:00:00{LON}",
                4,
                stale=("Jenna",),
                resolves_to="Priya",
            ),
            Probe(
                "what's the hourly rate for that nursing student again?",
                "£12 an hour",
                "coreference",
                f"2026-10-08T12:05:00{LON}",
                4,
                stale=("£15 an hour",),
                resolves_to="Priya",
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    Scenario(
        "fe-en-migraine-log",
        "en",
        (
            s(
                f"2026-04-06T08:30:00{NY}",
                u("neuro wants me to keep a migraine diary so i'm using you lol"),
                a("Happy to be your diary. Tell me about any recent ones."),
                u(
                    "had one yesterday. started around 3pm, lasted about 5 hours. pretty sure "
                    "it was the red wine at lunch"
                ),
                a(
                    "Logged: Sunday April 5, onset about 3pm, roughly five hours, suspected "
                    "trigger wine. What did you take?"
                ),
                u("sumatriptan, kicked in after an hour"),
                a("Noted. Sumatriptan, relief after about an hour."),
                u("also i'm supposed to track sleep so. 6 hrs last night"),
                a("Logged 6 hours. How are you feeling today?"),
                u("hungover without the fun"),
                a("Ugh. Drink lots of water and take it easy."),
            ),
            s(
                f"2026-04-21T13:00:00{NY}",
                u(
                    "another one. today. skipped breakfast bc of back to back meetings and "
                    "boom, by 11 my left eye was pounding"
                ),
                a("Oh no. Logged: Tuesday April 21, onset around 11am. Did you take anything?"),
                u("sumatriptan again, plus dark room for 2 hours"),
                a("Logged. Hope it eases soon."),
                u("it's better now. this diary thing is kinda depressing lol"),
                a("It's useful though, a pattern is showing up: alcohol and missed meals."),
                u("true"),
                a("Want a reminder to eat something by 10 on meeting-heavy days?"),
                u("yes pls, tue and thu are the worst"),
                a("Done: 9:45am snack reminder on Tuesdays and Thursdays."),
            ),
            s(
                f"2026-05-11T18:20:00{NY}",
                u("good news, almost 3 weeks no migraine"),
                a("That's great! The snack reminders might be working."),
                u(
                    "bad news, had one saturday. bright sun at my nephew's baseball game, "
                    "forgot my sunglasses"
                ),
                a("Logged: Saturday May 9, triggered by glare. How long did it last?"),
                u("like 3 hours, the sumatriptan helped"),
                a("Noted. Sunglasses in the car from now on?"),
                u("already put a spare pair in the glovebox 😎"),
                a("Smart."),
                u("neuro appt is may 28, can you pull everything together before then"),
                a("Yes, I'll have a summary ready by May 27."),
            ),
        ),
        (
            Probe(
                "what set off the migraine i had at the start of april?",
                "red wine",
                "window",
                f"2026-05-20T09:00:00{NY}",
                4,
                stale=("skipped breakfast", "bright sun"),
            ),
            Probe(
                "how long did the migraine the weekend before last go on for?",
                "3 hours",
                "window",
                f"2026-05-20T09:05:00{NY}",
                4,
                stale=("5 hours",),
            ),
        ),
    ),
    Scenario(
        "fe-en-electric-bills",
        "en",
        (
            s(
                f"2026-02-03T19:00:00{LON_W}",
                u("january electric bill just landed. £186. HOW"),
                a(
                    "Oof. January is usually the peak with heating and short days. Is your "
                    "heating electric?"
                ),
                u("storage heaters, yeah. ancient ones"),
                a("Those can be costly. Are you on an Economy 7 tariff?"),
                u("i think so? octopus"),
                a("Worth checking your meter readings match the night rate. Want a walkthrough?"),
                u("later, i'm watching bake off reruns"),
                a("Priorities 😄"),
            ),
            s(
                f"2026-03-04T18:30:00{LON_W}",
                u("feb bill: £142. better but still"),
                a("A solid drop. Did you change anything?"),
                u("turned the storage heaters down a notch and bought a heated throw lol"),
                a("The heated throw is a classic money saver."),
                u("also my landlord says new heaters maybe next winter. maybe."),
                a("I'll believe it when I see it, as they say."),
                u("ha exactly"),
                a("Want me to keep tracking the bills month by month?"),
                u("yes pls"),
            ),
            s(
                f"2026-04-06T20:00:00{LON}",
                u("march was £97!!"),
                a("Huge improvement! Spring helps a lot."),
                u("i'm basically rich now"),
                a("Treat yourself to a modest sandwich."),
                u("lol. can u remind me to submit a meter reading on the 1st of each month"),
                a("Done, monthly reminder on the 1st."),
                u("ty"),
            ),
        ),
        (
            Probe(
                "what did electricity cost us for february?",
                "£142",
                "window",
                f"2026-04-15T12:00:00{LON}",
                4,
                stale=("£186", "£97"),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fe-en-isp-switch",
        "en",
        (
            s(
                f"2026-05-04T10:00:00{CHI}",
                u("internet died AGAIN during a client call. third time this month"),
                a("Ugh, mid-call is the worst. Who's your provider?"),
                u("xfinity. 300 mbps plan, $80 a month and it drops whenever it feels like it"),
                a("Got it. Has a tech come out?"),
                u("twice. they say it's fine. it is not fine"),
                a("Want me to check what fiber options exist at your address?"),
                u("yes pls"),
                a("AT&T Fiber is available: 500 Mbps for $65/month, or 1 Gig for $80."),
                u("oh nice"),
                a("Want to think it over?"),
                u("yeah talk to dan tonight"),
            ),
            s(
                f"2026-05-12T19:00:00{CHI}",
                u("had another drop this morning, lost a client mid-pitch. i'm done"),
                a("Oh no, that's a big one. What do you want to do?"),
                u("booked at&t fiber, install friday. cancelling xfinity once it's up"),
                a("Good move. Which plan?"),
                u("the 500 one. we don't need gig, it's just us two and a roku"),
                a("Makes sense, 500 Mbps is plenty for two people streaming and working."),
                u("also the wifi is dead in the back bedroom where dan works, will that fix it?"),
                a(
                    "Probably not on its own. A mesh extender, or getting the router out into "
                    "the middle of the flat, would help."
                ),
                u("the router's been in a cupboard in the living room for years lol"),
                a("Yeah, a cupboard is a signal killer."),
                u("we learn"),
            ),
            s(
                f"2026-05-18T20:00:00{CHI}",
                u("fiber is IN. 480 down on the speed test"),
                a("Beautiful. How's the back bedroom?"),
                u("we put the router on the hallway shelf and dan gets full bars now 🙌"),
                a("Perfect. Did you return the Xfinity box?"),
                u("tomorrow, ups store"),
                a("Keep the receipt, returns do get 'lost'."),
                u("lmao noted"),
                a("Anything else?"),
                u("nah, just celebrating with pizza"),
            ),
        ),
        (
            Probe(
                "remind me what pushed us to cancel xfinity?",
                "lost a client mid-pitch",
                "why",
                f"2026-05-25T12:00:00{CHI}",
                4,
            ),
            Probe(
                "why'd we relocate the wifi box again?",
                "dead in the back bedroom",
                "why",
                f"2026-05-25T12:05:00{CHI}",
                4,
            ),
        ),
    ),
    Scenario(
        "fe-en-earlier-train",
        "en",
        (
            s(
                f"2026-06-01T07:50:00{LON}",
                u("morning. on the 8:12 to paddington as usual, anything i should know today"),
                a("Morning! You've got the design review at 10 and lunch with Sam at 12:30."),
                u("ugh design review. ok"),
                a("Want me to pull up the notes from last time?"),
                u("yes pls"),
                a("Last review: Sam wanted the onboarding flow cut down to three screens."),
                u("right. this train is so packed i'm standing by the loo"),
                a("Not glamorous. Is it always this busy?"),
                u("mondays are the worst"),
            ),
            s(
                f"2026-06-15T07:20:00{LON}",
                u(
                    "right, new routine. the 8:12 has been rammed every single day, standing "
                    "all the way to reading, my back is wrecked"
                ),
                a("That sounds miserable."),
                u("so i'm getting the 7:34 from now on, actually got a seat today!!"),
                a("Amazing, a seat and some quiet time. I'll shift your morning briefing to 7:30."),
                u("perfect. means i'm in the office by 9 and can leave at 5 too"),
                a("Nice, an early finish. Want me to block 5pm as a hard stop?"),
                u("yes"),
                a("Done."),
                u("the coffee at the station is terrible btw"),
                a("Maybe grab one near the office instead, there's a Monmouth nearby."),
                u("good shout"),
            ),
            s(
                f"2026-06-24T18:00:00{LON}",
                u("lunch with sam went well today, he liked the 3-screen flow"),
                a("Great news! Anything to follow up?"),
                u("he wants a prototype by july 10"),
                a("Noted: prototype due July 10. Want me to block focus time?"),
                u("tues and thurs mornings"),
                a("Blocked 9-12 Tuesday and Thursday for prototype work."),
                u("ty. heading home, seat secured 😌"),
                a("Enjoy the ride!"),
            ),
        ),
        (
            Probe(
                "what made me start catching an earlier train?",
                "rammed every single day",
                "why",
                f"2026-07-01T08:00:00{LON}",
                4,
            ),
        ),
    ),
)
