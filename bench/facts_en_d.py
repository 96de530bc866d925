"""Current-facts scenarios, English, half D (written blind to the service's rules; held out until
the twenty-second session read its failures)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

HFX, AUS, MEL, SIN = "-03:00", "-05:00", "+10:00", "+08:00"  # Halifax, Austin in summer
BOS, RAL, PDX, NBO = "-04:00", "-04:00", "-07:00", "+03:00"  # Boston, Raleigh, Portland
AMS, HNL, YVR, GLA = "+02:00", "-10:00", "-07:00", "+01:00"  # Amsterdam, Glasgow in summer
CPT, MEX, WAW, GRU = "+02:00", "-06:00", "+02:00", "-03:00"  # Cape Town, Warsaw, São Paulo

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    # 1. update: a dog's pill dose goes up after a recheck; the assistant echoes the old dose
    #    in its question and the new one arrives two turns later, after an aside on weight.
    Scenario(
        "fd-en-dog-thyroid",
        "en",
        (
            s(
                f"2026-05-05T19:20:00{HFX}",
                u("vet called w juniper's bloodwork. she's hypothyroid, explains the naps lol"),
                a("Poor girl, but that's very treatable. Did they start her on anything?"),
                u("levothyroxine, 0.4 mg twice a day with food"),
                a("Got it. Want reminders for her pills?"),
                u("yes 7am and 7pm. my partner does mornings, i do nights"),
                a("Done: Juniper's levothyroxine at 7am and 7pm, with food."),
                u("and they want to redo the blood test june 9, 4-6 hrs after her morning pill"),
                a("Noted, recheck bloodwork then. I'll remind you the day before."),
                u("ty. fog is so thick rn i can't even see the harbour from my window"),
                a("Classic Halifax May!"),
            ),
            s(
                f"2026-05-21T08:05:00{HFX}",
                u("update on the hound: she stole a whole baguette off the counter yesterday 😂"),
                a("Sounds like the 0.4 mg is putting some pep back in her step!"),
                u("lmao maybe. the energy is def back"),
                u("any lick mat recs? she inhales her food"),
                a("LickiMat Buddy or a Kong Wobbler both slow dogs down a lot."),
                u("ordered the lickimat"),
                a("Nice. Spread plain yogurt on it and freeze it for a longer session."),
            ),
            s(
                f"2026-06-09T17:40:00{HFX}",
                u(
                    "back from the vet, juniper cried at the receptionist like we were abandoning "
                    "her"
                ),
                a("Drama queen 😄 How did the recheck go? Still 0.4 mg twice a day?"),
                u("T4 still on the low side"),
                a("Hm, so what does the vet want to do?"),
                u("also she's 27 kg, vet was happy she's not gaining more"),
                u("anyway 0.6 mg from tomorrow, same times. another blood draw july 7"),
                a("Okay, updating her pill reminders and the next recheck."),
                u("thanks. now she's asleep on my feet like nothing happened"),
            ),
            s(
                f"2026-06-20T10:10:00{HFX}",
                u("is it weird juniper drinks way more water lately?"),
                a("More thirst can have lots of causes; mention it to the vet if it keeps up."),
                u("will do. off to the seaport farmers market, need anything? lol"),
                a("Just bring me back a story. Enjoy!"),
                u("haha. it's finally t-shirt weather"),
                a("About time!"),
            ),
        ),
        (
            Probe(
                "How many mg is each of Juniper's thyroid pills?",
                "0.6 mg",
                "update",
                f"2026-06-25T08:00:00{HFX}",
                5,
                stale=("0.4 mg",),
            ),
            Probe(
                "When is Juniper's next blood test?",
                "july 7",
                "update",
                f"2026-06-25T08:05:00{HFX}",
                5,
                stale=("june 9",),
            ),
        ),
    ),
    # 2. update: a farm-box newsletter pasted in quotes brings a new price and pickup day;
    #    a week later the assistant echoes the old values and the user corrects it.
    Scenario(
        "fd-en-farm-box",
        "en",
        (
            s(
                f"2026-04-07T12:30:00{AUS}",
                u("signed up for a csa box finally!! Bluebonnet Acres, out past manor"),
                a("Fun! What do you get and when?"),
                u(
                    "medium share, $34 a week, drop-off at the coffee shop on cesar chavez on "
                    "thursdays"
                ),
                a(
                    "Saved: Bluebonnet Acres medium share, Thursday pickup. Want recipes each "
                    "week based on what's in the box?"
                ),
                u("yesss. i have no idea what to do w kohlrabi"),
                a("Slaw, roasted wedges, or raw with salt and lime."),
                u("raw w lime sounds very austin of me"),
                a("Ha, perfect."),
            ),
            s(
                f"2026-04-24T18:00:00{AUS}",
                u("box had beets, chard, kohlrabi AGAIN, and a dozen eggs"),
                a("A frittata with the chard and eggs? Roast the beets on the side."),
                u("frittata. also my neighbor's rooster has started at 4:45am, pray for me"),
                a("Earplugs on the grocery list?"),
                u("lol yes"),
                a("Added. Enjoy the frittata!"),
            ),
            s(
                f"2026-05-26T09:15:00{AUS}",
                u("bluebonnet sent their summer newsletter, pasting the important bit:"),
                u(
                    '"Summer shares start June 2! Medium boxes are $38 this season (hello, '
                    'diesel prices). Drop-offs will be Tuesday afternoons, 3-6pm, same spot."'
                ),
                a("Thanks! Anything else in there?"),
                u("something about a tomato u-pick day in july"),
                a("Fun, want me to flag it when they announce the date?"),
                u("sure. also is it normal that my basil keeps bolting"),
                a("In Texas heat, yes. Pinch off the flower heads as soon as you see them."),
                u("ok ok"),
            ),
            s(
                f"2026-06-02T16:20:00{AUS}",
                u("heading out to grab the box"),
                a("Enjoy! Quick reminder though, your $34 box is normally Thursday?"),
                u("no its today, they do tuesdays now. and it went up, the newsletter lol"),
                a("Right, sorry! Today between 3 and 6 then."),
                u("got zucchini, like 6 of them. help"),
                a("Zucchini fritters, or shred and freeze some for bread later."),
                u("fritters tonight"),
            ),
        ),
        (
            Probe(
                "How much am I paying Bluebonnet for the veggie box each week?",
                "$38",
                "update",
                f"2026-06-12T10:00:00{AUS}",
                5,
                stale=("$34",),
            ),
            Probe(
                "What day do I pick up the farm box?",
                "Tuesday afternoons",
                "update",
                f"2026-06-12T10:05:00{AUS}",
                5,
                stale=("on thursdays", "Thursday pickup"),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    # 3. preference: ebooks flip to paper after a book fair ("from now on ... paperback",
    #    the old format never named), and crime flips to cosy sci-fi by implication.
    Scenario(
        "fd-en-book-format",
        "en",
        (
            s(
                f"2026-05-03T21:00:00{MEL}",
                u("need a new book, just finished the latest tana french and i'm bereft"),
                a("Oof, the post-Tana slump. More of the same or something totally different?"),
                u("crime novels are basically my whole personality so more of the same pls"),
                u("and i read everything on my kindle, paper books in bed are a pain"),
                a("Noted, Kindle only. Have you tried Jane Harper's 'The Dry'?"),
                u("read the dry, it's set like 3 hrs from here lol. loved it"),
                a("Then 'Exiles', also by her. I'll check Kindle deals for it."),
                u("yes pls"),
                a("It's $12.99 on Kindle this week."),
            ),
            s(
                f"2026-05-17T14:30:00{MEL}",
                u("footy's on and my team is getting smashed"),
                a("Who are you going for?"),
                u("the saints. tragic i know"),
                a("Loyalty through hardship is admirable!"),
                u("finished exiles btw. solid"),
                a("Great! Want another in that vein?"),
                u("later, still recovering from the ending"),
                a("Fair enough."),
            ),
            s(
                f"2026-06-07T20:10:00{MEL}",
                u("went to the lifeline book fair at the exhibition building yesterday"),
                a("Ooh, find anything?"),
                u("came home with 9 books 😬 forgot how good actual pages feel"),
                u(
                    "so from now on if u recommend stuff, only things i can get in paperback. "
                    "the e-reader is going in a drawer"
                ),
                a("Love that. What's on top of the pile?"),
                u("honestly can't do another murder rn. something cosy? found family, spaceships"),
                a("Becky Chambers, 'The Long Way to a Small, Angry Planet', is exactly that."),
                u("perfect adding it"),
            ),
            s(
                f"2026-06-21T11:00:00{MEL}",
                u("its freezing, 6 degrees and my heater's making a weird ticking sound"),
                a("Ticking as it warms up is usually the metal expanding. Any burning smell?"),
                u("no smell. ok. making soup"),
                a("Good day for it. What kind?"),
                u("pumpkin. the only correct winter soup"),
                a("Hard to argue."),
            ),
        ),
        (
            Probe(
                "Find me my next read. What format should I get it in?",
                "in paperback",
                "preference",
                f"2026-06-28T19:00:00{MEL}",
                5,
                stale=("on my kindle", "Kindle only", "Kindle deals"),
            ),
            Probe(
                "What kind of books am I in the mood for lately?",
                "found family",
                "preference",
                f"2026-06-28T19:05:00{MEL}",
                5,
                stale=("crime novels",),
            ),
        ),
    ),
    # 4. preference: lunchtime lifting gives way to 6am sessions (the reason two weeks
    #    earlier, the flip only implied), and the metal playlist gives way to motown.
    Scenario(
        "fd-en-gym-habits",
        "en",
        (
            s(
                f"2026-03-09T12:05:00{SIN}",
                u("gym bag packed. i lift at lunch, the one at raffles place is empty 12-1"),
                a("Nice. What are you training today?"),
                u("legs. dreading it"),
                u("make me a playlist for it? heavy metal, the angrier the better 🤘"),
                a("Here you go: Gojira, Lamb of God, Slipknot, Pantera. 45 minutes of rage."),
                u("perfect"),
                a("Go crush it."),
            ),
            s(
                f"2026-03-23T19:30:00{SIN}",
                u("ugh, new all-hands standup at 12:30 every day starting next week"),
                a("Doesn't that collide with your lunchtime lifting?"),
                u("yep. rip"),
                u("what's a good post-workout meal that isn't chicken rice for the 400th time"),
                a("Salmon poke bowl, or yong tau foo with extra tofu if you want something local."),
                u("ytf it is"),
                a("Good pick."),
            ),
            s(
                f"2026-04-14T07:25:00{SIN}",
                u("6am sessions are a revelation. nobody there but two aunties on the treadmills"),
                a("Ha! Sounds peaceful."),
                u("yeah not going back. way better before the heat too"),
                a("Noted."),
                u("kinda over the screaming stuff tbh. been lifting to old motown and it slaps"),
                a("Marvin Gaye on deadlift day, love it."),
                u("the temptations for squats. trust"),
                a("Will remember."),
            ),
            s(
                f"2026-04-28T21:00:00{SIN}",
                u("my aircon is dripping water onto my desk"),
                a("Probably a clogged drain line. A servicing with chemical wash is about $80."),
                u("booked for saturday"),
                a("Good. Put a towel down till then."),
                u("already did lol"),
                a("Pro."),
            ),
        ),
        (
            Probe(
                "Book me a gym slot tomorrow at my usual time.",
                "6am",
                "preference",
                f"2026-05-04T20:30:00{SIN}",
                5,
                stale=("at lunch",),
            ),
            Probe(
                "Make me a playlist for tomorrow's lifting session.",
                "motown",
                "preference",
                f"2026-05-04T20:35:00{SIN}",
                5,
                stale=("heavy metal",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    # 5. rejection: the assistant lists three party venues, the user turns the second down
    #    and picks "the bouncy one"; then two cakes and "the cheaper one".
    Scenario(
        "fd-en-kid-party",
        "en",
        (
            s(
                f"2026-04-12T20:15:00{BOS}",
                u("leo turns 7 on may 9 and i have planned NOTHING. help"),
                a("We've got time! Roughly how many kids, and indoor or outdoor?"),
                u("~12 kids. indoor, may in boston is a coin flip"),
                a(
                    "Three ideas:\n1) Bounce Republic trampoline park in Everett, $24 per kid, "
                    "party room included\n2) Paint & Fire pottery studio in Newton, $19 per kid"
                    "\n3) a LEGO build party in the Somerville library community room, free "
                    "but you run it yourself"
                ),
                u("lol the second one with twelve 7yos?? someone is going home covered in glaze"),
                u("and i am NOT running a party myself"),
                a("Fair! So that leaves one."),
                u("yep the bouncy one"),
                a("Great. Want me to draft a message asking about May 9?"),
                u("yes pls"),
            ),
            s(
                f"2026-04-15T12:10:00{BOS}",
                u("they have the 2pm slot on the 9th! paid the $100 deposit"),
                a("Booked then: Saturday May 9, 2pm. Next up: cake?"),
                u("yes. ideas?"),
                a(
                    "Two good ones nearby: a chocolate drip cake from Sweet Tooth Bakery ($68), "
                    "or a dinosaur cupcake tower from Crumbtown ($45)."
                ),
                u("the cheaper one. he'll lose his mind over the dinos"),
                a("Done, ordered for pickup the day before."),
                u("also remind me to get the good candles, the sparkly ones"),
                a("Reminder set."),
            ),
            s(
                f"2026-04-29T19:00:00{BOS}",
                u("invites went out. 11 yeses already"),
                a("Great turnout!"),
                u("one mom asked if the place has grip socks or she should bring them"),
                a("Trampoline parks usually sell their own grip socks at the door, about $3."),
                u("ok. and leo wants to invite his whole soccer team now 🙃"),
                a("Classic. Maybe a second mini celebration at practice?"),
                u("good idea, orange slices and cupcakes"),
                a("Perfect."),
            ),
            s(
                f"2026-05-03T10:30:00{BOS}",
                u("crumbtown called, the tower is ready friday afternoon"),
                a("Great. Want a reminder for Friday pickup?"),
                u("yes 4pm. and the bounce republic email says arrive 15 min early"),
                a("Set, and noted: get there by 1:45 on Saturday."),
                u("it's sunny finally, taking leo to the arboretum"),
                a("The lilacs should be out, enjoy!"),
            ),
        ),
        (
            Probe(
                "Where is Leo's birthday party?",
                "Bounce Republic",
                "rejection",
                f"2026-05-06T21:00:00{BOS}",
                5,
                stale=("Paint & Fire", "Somerville library"),
            ),
            Probe(
                "What cake did we order for Leo?",
                "cupcake tower",
                "rejection",
                f"2026-05-06T21:05:00{BOS}",
                5,
                stale=("drip cake",),
            ),
        ),
    ),
    # 6. rejection: the user lists three used cars, skips one, picks "the one that didn't
    #    wreck my spine"; the assistant lists insurance quotes, the user takes "middle one".
    Scenario(
        "fd-en-used-car",
        "en",
        (
            s(
                f"2026-08-03T20:00:00{RAL}",
                u(
                    "car shopping hell. three on my list:\n- 2019 mazda 3 hatch, 48k miles, "
                    "$17,500\n- 2018 honda civic, 61k, $16,200\n- 2020 toyota corolla, 39k, "
                    "$18,900"
                ),
                a("All solid choices. Have you pulled the Carfax on each?"),
                u("doing that now"),
                u("nah skip the civic. carfax says it was in a flood in 2021"),
                a("Good catch, flood cars are a nightmare. So two left."),
                u("test driving both saturday"),
                a("Bring a checklist: brakes, AC, warning lights. I'll send one."),
                u("thx. also my AC at home died, it's 96 in here"),
                a("Oof. Stay hydrated."),
            ),
            s(
                f"2026-08-09T14:30:00{RAL}",
                u("drove both"),
                u("the toyota's seat killed my lower back in like 20 min"),
                a("Ouch. And the other one?"),
                u("felt great and way more fun to drive"),
                u("going w the one that didn't wreck my spine 😅 deposit down monday"),
                a("Nice. Want a reminder to bring proof of insurance?"),
                u("oh crap insurance. yes"),
                a("I'll pull some quotes."),
            ),
            s(
                f"2026-08-11T19:15:00{RAL}",
                u("ok did u get those quotes"),
                a(
                    "Yes, for the 2019 Mazda 3 with your record, paid monthly:\n1) Progressive: "
                    "$118/mo\n2) Geico: $132/mo\n3) State Farm: $141/mo"
                ),
                u("hmm not the cheapest one, my cousin had a claim w them and it took 5 months"),
                u("middle one's fine"),
                a("Okay, the middle quote it is. I'll set the start for Monday, before pickup."),
                u("yes monday"),
                a("Done."),
                u("bought a box fan for the apartment btw, life changing"),
                a("Ha, the humble box fan."),
            ),
            s(
                f"2026-08-18T18:00:00{RAL}",
                u("SHE'S HOME. soul red, so shiny"),
                a("Congrats!! How was the first drive?"),
                u("amazing. the geico app already has the insurance card in it, easy"),
                a("Great, keep a printed copy in the glovebox too."),
                u("will do. naming her ruby"),
                a("Perfect name."),
            ),
        ),
        (
            Probe(
                "Which car did I end up buying?",
                "mazda",
                "rejection",
                f"2026-08-25T09:00:00{RAL}",
                5,
                stale=("civic", "corolla"),
            ),
            Probe(
                "Who is my car insurance with?",
                "geico",
                "rejection",
                f"2026-08-25T09:05:00{RAL}",
                5,
                stale=("Progressive", "State Farm"),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    # 7. distinct: two kids, two schools and two bell times, told two days apart; the
    #    second child is introduced as "the big one" before being named.
    Scenario(
        "fd-en-two-schools",
        "en",
        (
            s(
                f"2026-08-24T20:40:00{PDX}",
                u("back to school week 😵 noor starts 3rd grade at Alder Creek Elementary wed"),
                a("Exciting! What time does school start?"),
                u("bell is 8:10, she's a walker, it's like 4 blocks"),
                a("Noted: Noor, 3rd grade, 8:10 bell."),
                u("she's allergic to tree nuts so i gotta send the form to the nurse again"),
                a("I'll remind you tomorrow to send the allergy form."),
                u("ty. also whats a lunchbox that doesn't leak"),
                a("Bentgo Kids is the usual answer, it's pretty leak-proof."),
            ),
            s(
                f"2026-08-26T07:10:00{PDX}",
                u("ok and the big one starts middle school next week, Harmon Middle"),
                a("Big step! That's Sami, right?"),
                u("yep. bell there is 7:45 which is criminal for a 12yo"),
                a("Brutal. Does he take the bus?"),
                u("bus 14, picks up at 7:05 at the corner of 33rd"),
                a("Noted: Sami, bus 14 at 7:05."),
                u("he already asked if he can have a phone. no."),
                a("Ha, the negotiation begins."),
            ),
            s(
                f"2026-09-03T16:30:00{PDX}",
                u("first week done for both!! noor lost a tooth at recess"),
                a("Big week! Did the tooth make it home?"),
                u("in a tiny envelope from the nurse lol"),
                u("sami's school has an open house next thursday 6pm"),
                a("Added: open house next Thursday, 6pm."),
                u("and the little one's picture day is the 17th"),
                a("Added: Noor's picture day, September 17."),
                u("should i buy the photo package or is that a scam"),
                a("The basic package is usually fine, and retakes are free."),
            ),
        ),
        (
            Probe(
                "Which schools are my kids at this year?",
                "Alder Creek",
                "distinct",
                f"2026-09-08T21:00:00{PDX}",
                4,
                also=("Harmon Middle",),
            ),
            Probe(
                "What time do my kids' schools start in the morning?",
                "8:10",
                "distinct",
                f"2026-09-08T21:05:00{PDX}",
                4,
                also=("7:45",),
            ),
        ),
    ),
    # 8. distinct: a second medicine is added (not a replacement) and a second allergy
    #    turns up at the dentist; the first of each must stay.
    Scenario(
        "fd-en-meds-list",
        "en",
        (
            s(
                f"2026-02-10T08:30:00{NBO}",
                u("morning. doctor wants me to keep a proper list of my meds, can you hold it?"),
                a("Of course. What are you taking?"),
                u("lisinopril 10 mg every morning for blood pressure. that's it for now"),
                a("Saved. Any allergies I should note?"),
                u("sulfa drugs. broke out in hives as a kid"),
                a("Noted."),
                u("the matatu was packed today, i nearly got off at the wrong stage"),
                a("Rush hour on Ngong Road is no joke."),
            ),
            s(
                f"2026-03-04T19:45:00{NBO}",
                u("follow-up was today. sugar levels were high so she added something"),
                a("Okay. What did she prescribe?"),
                u("metformin, 500 mg with dinner, starting tonight"),
                a("Added to your list."),
                u("she said it might upset my stomach the first week"),
                a("Common at the start; taking it with food helps. Tell her if it doesn't settle."),
                u("ok. harambee stars on saturday, you watching? 😄"),
                a("I'll be cheering from the cloud."),
            ),
            s(
                f"2026-03-20T13:00:00{NBO}",
                u("dentist cleaning today and the gloves made my lips swell up"),
                a("Oh no, that sounds like a reaction. Are you okay?"),
                u(
                    "yeah fine now. she said i'm probably allergic to latex, gotta tell every "
                    "clinic"
                ),
                a("Noted, I'll keep that on your list."),
                u("thanks. stomach is fine btw, the new pill isn't bad"),
                a("Good to hear."),
                u("rain finally!! the garden needed it"),
                a("The long rains arriving right on time."),
            ),
            s(
                f"2026-04-02T18:30:00{NBO}",
                u("pharmacy on kimathi st was out of my bp pills, had to go to the one at sarit"),
                a("Annoying! Did they have your usual strength?"),
                u("yes luckily"),
                u("recommend a good kenyan novel? want something for the long weekend"),
                a("'Dust' by Yvonne Adhiambo Owuor, or anything by Ngũgĩ wa Thiong'o."),
                u("dust it is"),
            ),
        ),
        (
            Probe(
                "I'm filling in a form at the new clinic. What medications am I on?",
                "lisinopril",
                "distinct",
                f"2026-04-10T09:00:00{NBO}",
                5,
                also=("metformin",),
            ),
            Probe(
                "What am I allergic to?",
                "sulfa",
                "distinct",
                f"2026-04-10T09:05:00{NBO}",
                5,
                also=("latex",),
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    # 9. ended: while a sister visits for two weeks the user works from a coworking space
    #    and dinner moves late; asked weeks after she flew home, the usual state holds.
    Scenario(
        "fd-en-sister-visit",
        "en",
        (
            s(
                f"2026-05-04T09:30:00{AMS}",
                u("goedemorgen. can you block my calendar 9-12 every weekday for deep work?"),
                a("Done: 9 to 12 blocked for deep work, weekdays."),
                u("i work from the spare room, it's tiny but the light is great"),
                a("Sounds ideal for focused mornings."),
                u("and dinner is always 6:30 in this house, very dutch lol, so no calls after 6"),
                a("Got it: nothing in the calendar after 6pm."),
                u("the canal outside is full of tourists already and it's not even summer"),
                a("Spring in Amsterdam, the boats are back."),
            ),
            s(
                f"2026-05-13T20:00:00{AMS}",
                u("my sister lands saturday!! staying two weeks, first time she's seen the flat"),
                a("How lovely! Anything to get ready?"),
                u(
                    "she gets my office as her bedroom, so i'll be at Spaces Zuidas with a flex "
                    "pass til she leaves"
                ),
                a("Makes sense. A flex pass for two weeks."),
                u("she works US hours remotely 🙄 so dinner's at 8:30 while she's here"),
                a("Noted, late dinners while she's visiting."),
                u("can u find a good indonesian place for her first night"),
                a("Blauw in Oud-West does a great rijsttafel; book ahead."),
                u("booking"),
            ),
            s(
                f"2026-05-21T13:15:00{AMS}",
                u("the coffee at the coworking is honestly better than mine"),
                a("High praise! How's the visit going?"),
                u("amazing, we did zaanse schans on sunday, very touristy, very cute"),
                a("The windmills never get old."),
                u("she wants to see the rijksmuseum, do i need to book"),
                a("Yes, timed tickets online; weekday mornings are quietest."),
                u("ok booked tomorrow 10am"),
                a("Great."),
            ),
            s(
                f"2026-06-09T10:00:00{AMS}",
                u("quiet flat again 🥲 miss her already"),
                a("Aww. Did she get home okay?"),
                u("yep she flew back to toronto on the 30th"),
                u("back to the normal routine now, just drowning in emails"),
                a("Want me to batch them into a summary?"),
                u("yes pls, after lunch"),
                a("Will do."),
            ),
        ),
        (
            Probe(
                "Where am I working from this week?",
                "spare room",
                "ended",
                f"2026-06-15T08:45:00{AMS}",
                5,
                stale=("Spaces Zuidas",),
            ),
            Probe(
                "What time do we usually have dinner at home?",
                "6:30",
                "ended",
                f"2026-06-15T08:50:00{AMS}",
                5,
                stale=("8:30",),
            ),
        ),
    ),
    # 10. ended: a rental car "til friday" and an early shift "this week only"; the first
    #     probe is asked weeks later in a new session, the second back in the last session.
    Scenario(
        "fd-en-rental-shift",
        "en",
        (
            s(
                f"2026-07-06T15:00:00{HNL}",
                u("aloha. gotta renew the parking permit for my building, form wants my plate"),
                a("Sure, what's the plate?"),
                u("it's the jeep, plate KTR 447"),
                a("Saved: your Jeep's plate."),
                u("i work front desk at the hotel, shift's 10 to 6, so i'd go before work"),
                a("The permit office opens at 8, so an early visit works."),
                u("sweet. surf was flat all weekend 😒"),
                a("The summer south swells should pick up soon."),
            ),
            s(
                f"2026-07-13T12:30:00{HNL}",
                u("jeep's transmission is toast. in the shop til friday"),
                a("Ugh, sorry. What are you driving in the meantime?"),
                u("rental from the airport, a kia soul lol. plate NMH 902"),
                a("Noted, the Kia Soul until the Jeep is back on Friday."),
                u("and this week only i'm on the early shift, 6 to 2, covering for keoni"),
                a("Early mornings this week then. Want a 5am alarm?"),
                u("4:45. i need coffee time. he's at his sister's wedding on maui"),
                a("Set for 4:45 through Friday."),
            ),
            s(
                f"2026-07-20T18:00:00{HNL}",
                u("the jeep is BACK. $2,300 later 💸"),
                a("Ouch, but glad it's fixed. Did you return the rental?"),
                u("yep dropped it saturday"),
                u("keoni's back too so i get to sleep in again"),
                a("The best kind of luxury."),
                u("any good poke place near ala moana?"),
                a("Ono Seafood is worth the detour."),
                u("ono it is"),
            ),
            s(
                f"2026-07-30T09:10:00{HNL}",
                u("parking office says my permit renewal needs the registration too"),
                a("Bring the registration card from the glovebox then."),
                u("ok going tomorrow morning before work"),
                a("They open at 8."),
                u("perfect"),
                a("Good luck!"),
            ),
        ),
        (
            Probe(
                "What plate should I put on the parking permit form?",
                "KTR 447",
                "ended",
                f"2026-07-31T07:30:00{HNL}",
                5,
                stale=("NMH 902", "kia soul"),
            ),
            Probe(
                "What are my hours at the front desk?",
                "10 to 6",
                "ended",
                f"2026-07-30T09:30:00{HNL}",
                4,
                stale=("6 to 2",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    # 11. coreference: a pho place is named once, then only "that place" / "the pho spot";
    #     the opening hours fact is attached to the pronoun, the probe asks by name.
    Scenario(
        "fd-en-pho-spot",
        "en",
        (
            s(
                f"2026-10-03T21:30:00{YVR}",
                u("ok i found THE pho spot. Pho Lan on kingsway near joyce"),
                a("Ooh, what did you get?"),
                u("brisket + tendon, the broth is insane. open every day til 10 too"),
                a("Dangerous knowledge. Cash only or cards?"),
                u("cash only i think, there was a sign"),
                a("Good to know, bring cash."),
                u("also the rain started again, goodbye sun until april"),
                a("Welcome to Vancouver fall."),
            ),
            s(
                f"2026-10-13T22:05:00{YVR}",
                u("SO. dragged dom all the way to that place last night and it was dark"),
                a("Oh no, they were shut?"),
                u("sign on the door: closed mondays, new owners"),
                a("Bummer. Where'd you end up?"),
                u("a&w 😔"),
                a("A humbling end to the night."),
                u("dom will never let me live it down"),
                a("Make it up to him with a midweek visit?"),
            ),
            s(
                f"2026-10-22T18:40:00{YVR}",
                u(
                    "in-laws are in town nov 7-10, want to take them to the pho spot i keep "
                    "raving about"
                ),
                a("Nice! Which night?"),
                u("the saturday, like 6pm. 6 of us"),
                a("Saturday, November 7, 6pm, party of six. Do they take reservations?"),
                u("no idea, they seem very walk-in"),
                u("can u remind me to call them the week before"),
                a("Reminder set for October 31 to call about the dinner."),
                u("ty. mother in law is vegetarian, hope they have a veg broth"),
                a("Worth asking when you call; lots of pho places do one."),
            ),
        ),
        (
            Probe(
                "Is Pho Lan open on Mondays?",
                "closed mondays",
                "coreference",
                f"2026-10-27T12:00:00{YVR}",
                4,
                stale=("open every day",),
                resolves_to="Pho Lan",
            ),
            Probe(
                "When's the dinner with my in-laws at that place on Kingsway?",
                "November 7",
                "coreference",
                f"2026-10-27T12:05:00{YVR}",
                4,
                resolves_to="Pho Lan",
            ),
        ),
    ),
    # 12. coreference: a new manager, "someone from the oslo office", then "the new boss",
    #     named once, then only "her"/"she" when the deck rules arrive.
    Scenario(
        "fd-en-new-manager",
        "en",
        (
            s(
                f"2026-08-17T18:20:00{GLA}",
                u("end of an era, pete's last day is friday 😢"),
                a("Oh no, he sounded like a good manager. Who's replacing him?"),
                u("someone from the oslo office, starts the 24th. dunno much else"),
                a("Fingers crossed. Anything to hand over before he goes?"),
                u(
                    "the monthly numbers deck. pete always wanted it on the last friday of the "
                    "month"
                ),
                a("Noted. You've done it that way for a while?"),
                u("3 years lol. anyway it's chucking it down, umbrella's done for"),
                a("Typical Glasgow August."),
            ),
            s(
                f"2026-08-24T17:50:00{GLA}",
                u("met the new boss today"),
                a("And? First impressions?"),
                u("Ingrid. very direct, zero small talk, weirdly i like it"),
                a("Sounds efficient."),
                u("she's doing 1:1s with everyone this week, mine's wednesday"),
                a("Want help prepping for it?"),
                u("yeah maybe tomorrow"),
                a("Sounds good."),
            ),
            s(
                f"2026-08-27T16:30:00{GLA}",
                u("had my 1:1 with her yesterday"),
                a("How did it go?"),
                u("fine! but new regime for the deck"),
                u("she wants it the 2nd tuesday of every month, and max 10 slides. no appendix"),
                a("Ten is tight. Doable though."),
                u("honestly a relief, pete's decks were 40 slides"),
                a("Ha, less is more."),
                u("she also said no meetings on fridays for the team"),
                a("Nice perk."),
            ),
            s(
                f"2026-09-02T09:00:00{GLA}",
                u("is it too early to put the heating on"),
                a("In Glasgow in September? Not at all."),
                u("haha. what's a good gift for a leaving do, pete's drinks are tonight"),
                a("A nice bottle of whisky or a framed team photo."),
                u("whisky, he's a laphroaig man"),
                a("Perfect."),
            ),
        ),
        (
            Probe(
                "When does Ingrid want the numbers deck?",
                "2nd tuesday",
                "coreference",
                f"2026-09-04T10:00:00{GLA}",
                5,
                stale=("last friday",),
                resolves_to="Ingrid",
            ),
            Probe(
                "What's the slide limit my new manager set?",
                "10 slides",
                "coreference",
                f"2026-09-04T10:05:00{GLA}",
                5,
                stale=("40 slides",),
                resolves_to="Ingrid",
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    # 13. window: a hike per weekend, each told relative to its own session ("yesterday",
    #     "this weekend", "this morning"); probes ask for a dated weekend and "last weekend".
    Scenario(
        "fd-en-weekend-hikes",
        "en",
        (
            s(
                f"2026-03-08T19:00:00{CPT}",
                u("legs are DEAD. did lions head yesterday with the hiking club, sunrise start"),
                a("Worth it for the view though?"),
                u("100%. the chains near the top were scary in the wind"),
                a("Brave. How long did it take?"),
                u("2.5 hrs up and down"),
                a("Solid pace."),
                u("what's good for sore calves lol"),
                a("A gentle walk, stretching and foam rolling."),
            ),
            s(
                f"2026-03-15T20:30:00{CPT}",
                u(
                    "this weekend was platteklip gorge with my niece, her first time up table "
                    "mountain"
                ),
                a("Big one! How did she do?"),
                u("complained the whole way, then cried at the top bc it was so pretty 😭"),
                a("That's the best kind of hike."),
                u("we took the cable car down, my knees said thank u"),
                a("Smart."),
                u("the south-easter is howling this week btw, my bins are in the neighbour's yard"),
                a("The Cape Doctor strikes again."),
            ),
            s(
                f"2026-03-23T09:00:00{CPT}",
                u("skipped hiking this past weekend, rained both days, baked bread instead"),
                a("A good rainy weekend plan. How did it turn out?"),
                u("like a brick. a tasty brick"),
                a("Was it sourdough?"),
                u("yeah my starter might be dead"),
                a("Feed it twice a day for a couple of days before giving up on it."),
            ),
            s(
                f"2026-03-29T18:45:00{CPT}",
                u("kloof corner this morning for sunrise, short but gorgeous"),
                a("One of the best short hikes in the city."),
                u("and yesterday i did a beach cleanup at muizenberg with work"),
                a("Nice way to spend a Saturday."),
                u("so many bottle caps. SO many"),
                a("Depressing, but good you got them."),
                u("and a flip flop. just one"),
                a("There's always one flip flop."),
            ),
        ),
        (
            Probe(
                "Which hike did I do the weekend of March 14?",
                "platteklip",
                "window",
                f"2026-03-31T19:00:00{CPT}",
                5,
                stale=("lions head", "kloof corner"),
            ),
            Probe(
                "What did I get up to last weekend?",
                "kloof corner",
                "window",
                f"2026-03-31T19:05:00{CPT}",
                5,
                stale=("baked bread", "platteklip"),
            ),
        ),
    ),
    # 14. window: a move with a trip the week before and a wedding the week after; the
    #     probe asks where the user was "the week before the move".
    Scenario(
        "fd-en-move-month",
        "en",
        (
            s(
                f"2026-05-25T20:00:00{MEX}",
                u("ok big month coming. we move to the new apartment in roma norte on june 20"),
                a("Exciting! Want a moving checklist?"),
                u("yes. and the week before the move i'm in monterrey for the fintech conference"),
                a("Tight timing. I'll front-load the packing tasks before you leave."),
                u("then the week after we fly to oaxaca for my cousin's wedding, on the 26th"),
                a("What a stretch. Move, then a wedding."),
                u("i need a nap just thinking about it"),
                a("Understandable 😄"),
            ),
            s(
                f"2026-06-12T22:10:00{MEX}",
                u("greetings from the conference hotel. the wifi is from 2004"),
                a("Ha, how's it going?"),
                u(
                    "my panel was today, went well i think. someone asked about stablecoins for "
                    "20 min"
                ),
                a("There's always one."),
                u("the cabrito here is amazing btw"),
                a("The city's signature dish!"),
                u("packing when i'm back, movers come the 19th"),
                a("I'll remind you on the 18th."),
            ),
            s(
                f"2026-06-21T11:00:00{MEX}",
                u("WE MOVED. sitting on a box eating tacos al pastor"),
                a("Congratulations!! How did it go?"),
                u("movers broke one lamp. otherwise fine"),
                a("Not bad for a whole move."),
                u("the new neighbourhood is so green, jacarandas everywhere"),
                a("Roma Norte is lovely."),
            ),
            s(
                f"2026-06-30T19:30:00{MEX}",
                u("back from the wedding 🥹 it went till 5am"),
                a("Sounds like a proper Oaxacan wedding! Mezcal involved?"),
                u("so much mezcal. my cousin cried during the calenda"),
                a("Beautiful."),
                u("now to unpack the other 40 boxes"),
                a("One room at a time."),
            ),
        ),
        (
            Probe(
                "Where was I the week before the move?",
                "monterrey",
                "window",
                f"2026-07-06T10:00:00{MEX}",
                5,
                stale=("oaxaca",),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    # 15. why: the kitchen renovation is postponed; a first guess at the reason (the
    #     contractor's start date) is ruled out, the real one is the quote a week earlier.
    #     The swim class moves for a reason given one turn before the decision.
    Scenario(
        "fd-en-kitchen-wait",
        "en",
        (
            s(
                f"2026-05-11T20:30:00{WAW}",
                u("we're getting quotes for the kitchen finally. budget is 45,000 zł"),
                a("Great! How many contractors?"),
                u("three coming this week"),
                a("Ask each for an itemised quote so you can compare."),
                u("zosia starts swim lessons saturday mornings at the pool in ursynów btw, 9am"),
                a("Noted, Zosia's swim class Saturdays at 9."),
                u("she's so excited she's sleeping in her goggles lol"),
                a("Adorable."),
            ),
            s(
                f"2026-05-20T21:00:00{WAW}",
                u("quotes are in"),
                a("And?"),
                u("the one we liked came in at 68,000 zł. the other two were even worse"),
                a("That's well over budget. Options: scale down, phase it, or wait and save."),
                u("ugh. thinking"),
                u("he also said he can't start until october anyway"),
                a("That would push it into winter."),
                u("let me talk to marek"),
                a("Of course."),
            ),
            s(
                f"2026-05-27T19:40:00{WAW}",
                u("ok we decided, kitchen waits until next spring"),
                a("Okay. Is it because of the October start?"),
                u("no actually he called, he could do september. we're not taking a loan for it"),
                a("Makes sense. Want a savings plan to close the gap by spring?"),
                u("yes pls. like 2,000 a month?"),
                a("At 2,000 zł a month you'd have about 20,000 extra by March."),
                u("also zosia's football league just put all their games on saturday mornings"),
                a("That clashes with her 9am swim lesson."),
                u("yeah so swim is tuesday evenings now, 6pm. she picked football, obviously"),
                a("Ha. Tuesdays at 6 then."),
            ),
            s(
                f"2026-06-03T18:00:00{WAW}",
                u("first tuesday swim class done, she loved the new coach"),
                a("Great start!"),
                u("it's 31 degrees in warsaw and our flat has no AC"),
                a("Close the blinds in the day and open everything at night."),
                u("doing that. marek wants to start a herb garden on the balcony"),
                a("Basil, mint and chives are easy starters."),
                u("mint will take over everything right"),
                a("Keep it in its own pot."),
            ),
        ),
        (
            Probe(
                "Why did we push the kitchen renovation to next spring?",
                "68,000",
                "why",
                f"2026-06-10T20:00:00{WAW}",
                5,
                stale=("until october",),
            ),
            Probe(
                "Why did Zosia's swim lessons move to Tuesdays?",
                "football league",
                "why",
                f"2026-06-10T20:05:00{WAW}",
                5,
            ),
        ),
    ),
    # 16. why: a full marathon is dropped for the half; the diagnosis is the turn before the
    #     decision, with an earlier hint ("cranky") a session before.
    Scenario(
        "fd-en-half-marathon",
        "en",
        (
            s(
                f"2026-04-06T06:30:00{GRU}",
                u("signed up for the rio marathon!! june 21"),
                a("Amazing! The full 42k?"),
                u("yep the full. first one"),
                a("Eleven weeks is tight but doable if you've got a base. What's your mileage?"),
                u("been running 40k weeks"),
                a("Good base. Long run on Sundays, building to 32k."),
                u("sick. also ibirapuera at 6am is the best place on earth"),
                a("Hard to beat."),
            ),
            s(
                f"2026-04-27T20:15:00{GRU}",
                u("30k long run done yesterday 🥵"),
                a("Huge! How do you feel?"),
                u("achilles is kinda cranky this morning, left one"),
                a("Keep an eye on it. Ice, calf raises, and don't push through sharp pain."),
                u("ok ok. what should i eat the night before a long run"),
                a("Pasta or rice with a bit of protein, nothing too fibrous."),
                u("feijoada is fibrous right 😂"),
                a("Save the feijoada for after."),
            ),
            s(
                f"2026-05-06T19:00:00{GRU}",
                u("physio today"),
                a("How did it go?"),
                u("achilles tendinopathy. no runs over 15k for 6 weeks, then we see"),
                a("Oh no. That rules out the long runs."),
                u("yeah. so i emailed the organisers and moved my bib to the 21k"),
                a("Smart call. The half on June 21 is still a great goal."),
                u("still sad about it tbh"),
                a("Understandable. There'll be another marathon."),
            ),
            s(
                f"2026-05-15T07:00:00{GRU}",
                u("first pain-free 10k in ages 🙌"),
                a("That's great news!"),
                u("the eccentric heel drops are boring but working"),
                a("Keep at them."),
                u("random but do u know a good açaí place near paulista"),
                a("The small stands near MASP are often better than the chains."),
            ),
        ),
        (
            Probe(
                "Why did I switch from the full marathon to the half?",
                "tendinopathy",
                "why",
                f"2026-05-20T20:00:00{GRU}",
                5,
            ),
        ),
    ),
)
