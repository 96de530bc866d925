"""Current-facts scenarios, English, part I (written blind to the service's rules)."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

NY, CHI, DEN, SF = "-04:00", "-05:00", "-06:00", "-07:00"
PHX, TOR_WINTER = "-07:00", "-05:00"
LON, DUB, DUB_WINTER, BER, SYD = "+01:00", "+01:00", "+00:00", "+02:00", "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- distinct -------------------------------------------------------------------------
    Scenario(
        "fi-en-kids-two-bells",
        "en",
        (
            s(
                f"2026-08-24T21:10:00{NY}",
                u(
                    "ok school starts next week and my brain is mush. can you help me build a "
                    "morning routine for noah? he's in 2nd grade at lincoln elementary, doors "
                    "open 8:05 and the bell is 8:20"
                ),
                a(
                    "Absolutely. With the bell at 8:20 and a 10-minute drive, leaving by 8:00 "
                    "gives you a cushion. What time does Noah usually wake up?"
                ),
                u("lol 'usually'. anywhere from 6 to 7:30 depending on the day"),
                a(
                    "Let's anchor it then: up at 7:00, breakfast 7:15, dressed and teeth by "
                    "7:40, shoes on at 7:50. Want it as a printable checklist with pictures?"
                ),
                u(
                    "yes pictures!! he can't read the word toothbrush yet but he knows what one "
                    "looks like"
                ),
                a(
                    "Done: a picture checklist with bed, breakfast, clothes, toothbrush, "
                    "backpack, shoes. Laminate it and give him a dry-erase marker to tick "
                    "things off."
                ),
                u("genius. also remind me to buy dry erase markers lol"),
                a("Added to your shopping list: dry-erase markers."),
            ),
            s(
                f"2026-09-02T19:45:00{NY}",
                u("first week survived. mostly. noah cried on day 1 but by wednesday he was fine"),
                a("That's a really normal arc. How did the picture checklist go?"),
                u("he LOVES ticking the boxes. it's the only reason he brushes his teeth honestly"),
                a("Ha, whatever works. Anything else come up this week?"),
                u("carpool drama with the hendersons but i won't bore you"),
                a("Bore away if you need to vent, I'm here."),
                u(
                    "nah it's fine. what's a lunchbox thing that isn't a sandwich, he's sick of "
                    "sandwiches"
                ),
                a(
                    "Pinwheel wraps, cold pasta salad, a little bento with cheese cubes, "
                    "crackers and cucumber, or mini egg muffins with ham and peas baked in."
                ),
            ),
            s(
                f"2026-09-14T20:30:00{NY}",
                u(
                    "ok so ivy. she started at hawthorne middle this year and i still haven't "
                    "figured out mornings for her"
                ),
                a("Middle school mornings are a different beast. What time does Hawthorne start?"),
                u("bell there is 7:45 😩 which is insane for a 12 yo"),
                a(
                    "That is early, and teens' body clocks really don't love it. So Ivy has to "
                    "be out the door well before Noah?"
                ),
                u("yeah bus comes at 7:10 at the corner of elm. so she goes first, then i do noah"),
                a(
                    "Makes sense: Ivy on the 7:10 bus, then the drive with Noah. Want me to "
                    "fold both into one household morning schedule?"
                ),
                u(
                    "yes pls. and ivy does NOT want a picture checklist, she made that "
                    "extremely clear"
                ),
                a(
                    "Understood, no pictures for the seventh grader 😄 She gets a plain reminder "
                    "list on her phone instead."
                ),
            ),
            s(
                f"2026-10-05T18:00:00{NY}",
                u(
                    "random q is it normal for a 7 year old to lose a tooth already? noah's "
                    "front one is wobbly"
                ),
                a("Totally normal, most kids lose their first tooth somewhere between 6 and 7."),
                u("ok phew. what's the tooth fairy rate these days??"),
                a(
                    "Surveys put the average around $5-6 a tooth lately, but plenty of families "
                    "do $1 or a gold coin. Whatever you pick, the first one sets the precedent!"
                ),
                u("ugh inflation even got to the tooth fairy"),
                a("Nothing is safe 😄"),
            ),
        ),
        (
            Probe(
                "my mother in law is doing school drop-offs next week while i travel, what time "
                "do the kids have to be in?",
                "8:20",
                "distinct",
                f"2026-10-16T19:00:00{NY}",
                5,
                also=("7:45",),
            ),
        ),
    ),
    Scenario(
        "fi-en-two-dogs-apoquel",
        "en",
        (
            s(
                f"2026-05-06T08:15:00{DEN}",
                u(
                    "pepper has been scratching herself raw all week, vet says seasonal "
                    "allergies and put her on apoquel"
                ),
                a(
                    "Poor Pepper. Apoquel usually kicks in fast, often within a day. What dose "
                    "did the vet give her?"
                ),
                u("16 mg, once a day w breakfast. she's 40ish lbs"),
                a(
                    "Got it: Pepper, Apoquel 16 mg once a day with breakfast. Want a daily "
                    "reminder?"
                ),
                u("yes 7am pls. she will NOT let me forget breakfast anyway"),
                a("Reminder set for 7:00 am: Pepper's Apoquel."),
                u(
                    "also is it normal that the cottonwoods are this bad already? my car is "
                    "covered in fluff"
                ),
                a(
                    "Cottonwood fluff peaks in May along the Front Range, so right on schedule. "
                    "It could be part of what's bothering Pepper too."
                ),
            ),
            s(
                f"2026-05-20T18:40:00{DEN}",
                u("hike recs near golden that are ok for dogs? not too crowded"),
                a(
                    "White Ranch Park allows leashed dogs and the Belcher Hill side is quieter "
                    "on weekdays. Mount Galbraith is lovely too but gets busy."
                ),
                u("white ranch it is. rufus is going to lose his mind, he loves a good sniff"),
                a("Bring plenty of water for them, there's none on the trails."),
                u("noted 💧"),
                a("Have fun out there!"),
            ),
            s(
                f"2026-06-03T07:50:00{DEN}",
                u("welp now rufus is itchy too. took him in yesterday"),
                a("Oh no, both of them this season. What did the vet say?"),
                u(
                    "same thing, allergies. she's got him on the apoquel as well, half of what "
                    "pepper gets since he's only like 20 lbs"
                ),
                a("So 8 mg of Apoquel once a day for Rufus. Should I add him to the 7am reminder?"),
                u("yes same time, easier to do both bowls at once"),
                a("Done, the 7:00 am reminder now covers Pepper and Rufus."),
                u("ty. also he ate a sock last week and was totally fine, so that's my dog"),
                a("A sock eater with allergies, Rufus is a busy guy."),
            ),
            s(
                f"2026-06-24T20:05:00{DEN}",
                u("can dogs have watermelon? it's 95 out and they're melting"),
                a(
                    "Yes, seedless and without the rind, in small amounts. Frozen cubes make a "
                    "great hot-day treat."
                ),
                u("frozen watermelon cubes, they're gonna think it's christmas"),
                a("Ha! A cooling mat helps too if they keep flopping on the kitchen tile."),
                u("they're literally on the tile rn how did you know"),
                a("Dogs are predictable that way 😄"),
            ),
        ),
        (
            Probe(
                "refilling the itchy-skin pills at the vet pharmacy, how much does each of the "
                "dogs get?",
                "16 mg",
                "distinct",
                f"2026-07-08T09:00:00{DEN}",
                5,
                also=("8 mg of Apoquel",),
            ),
        ),
    ),
    Scenario(
        "fi-en-two-jobs-hours",
        "en",
        (
            s(
                f"2026-04-13T13:20:00{CHI}",
                u(
                    "ok i need help with a budget. just started at a bakery in logan square, "
                    "crumb & co, shifts are tue thru sat 5am to 11am. $19/hr"
                ),
                a(
                    "Congrats on the new job! Tuesday to Saturday at $19/hr is 30 hours a week, "
                    "roughly $570 before taxes. What are your big monthly expenses?"
                ),
                u("rent 1150, phone 45, cta pass 75, and i'm trying not to think about groceries"),
                a("Let's put groceries in anyway, even a rough guess. $300?"),
                u("lol optimistic. say 350"),
                a(
                    "OK: rent $1,150, groceries $350, transit $75, phone $45, so $1,620 a "
                    "month. The bakery covers that with a little left over. Want to set a "
                    "savings goal?"
                ),
                u("maybe later, my brain is flour rn"),
            ),
            s(
                f"2026-04-27T21:05:00{CHI}",
                u("question. is it bad to drink coffee at 4:30 in the morning"),
                a(
                    "Not if you're up at that hour, just keep the last cup before early "
                    "afternoon so it doesn't wreck your sleep."
                ),
                u("i'm asleep by 8:30pm like a grandma"),
                a(
                    "Honestly, that's what the schedule demands. Protecting the sleep is the "
                    "smart move."
                ),
                u("also the sourdough guy at work is teaching me lamination 🥐"),
                a(
                    "Croissant lamination is such a fun skill. Cold butter and patience are the "
                    "whole secret."
                ),
            ),
            s(
                f"2026-05-11T16:40:00{CHI}",
                u(
                    "picked up a second gig bc rent goes up in august. tutoring kids in math at "
                    "a learning center near my place"
                ),
                a("Nice, that'll help. What are the hours like?"),
                u("the other gig is mon and thu, 4:30 to 7:30. so at least it doesn't clash"),
                a(
                    "Right, Monday and Thursday evenings don't overlap with your morning "
                    "shifts. Thursday turns into a long day though."
                ),
                u("yeah thursday is gonna be rough. up at 4, done at 7:30"),
                a("Maybe keep Thursday dinner super easy, something you prep on Sunday."),
                u("meal prep era begins i guess"),
                a("Sheet-pan chicken and a big pot of rice will carry you far."),
            ),
            s(
                f"2026-06-01T10:10:00{CHI}",
                u(
                    "my friend wants me to do a pottery class with her, wednesdays 6-8. is that "
                    "dumb with my schedule"
                ),
                a("Wednesday is your lightest evening, so it fits. Just mind that 8:30 bedtime."),
                u("i'll be a little dead thursday but worth it"),
                a("Sounds like a good trade. Enjoy getting muddy!"),
                u("🏺"),
                a("🏺✨"),
            ),
        ),
        (
            Probe(
                "my landlord wants to schedule an inspection, which hours am i usually out at "
                "work?",
                "5am to 11am",
                "distinct",
                f"2026-06-10T12:00:00{CHI}",
                5,
                also=("4:30 to 7:30",),
            ),
        ),
    ),
    Scenario(
        "fi-en-allergies-and-meds",
        "en",
        (
            s(
                f"2026-04-07T19:00:00{SF}",
                u(
                    "can you help me make a little medical cheat sheet for my wallet? i always "
                    "blank at the doctor's office"
                ),
                a("Great idea. Let's start with medications, what do you take regularly?"),
                u("lisinopril 10 mg in the morning for blood pressure. that's it for now"),
                a("Got it. Any allergies?"),
                u("penicillin. broke out in hives as a kid, my mom still talks about it"),
                a(
                    "Penicillin, hives. I'll put that at the top in bold. Anything else, like "
                    "an emergency contact?"
                ),
                u("my husband tom, 415-555-0143"),
                a(
                    "Added Tom as your emergency contact. I'll format it to fit a "
                    "credit-card-sized card."
                ),
            ),
            s(
                f"2026-04-21T12:30:00{SF}",
                u("what's a good lunch that isn't salty lol, dr says watch the sodium"),
                a(
                    "Grain bowls with roasted veg and lemon-tahini dressing, a big chickpea and "
                    "avocado salad, or homemade soup where you control the salt."
                ),
                u("soup. it's foggy and gross out anyway"),
                a("Perfect soup weather. A white bean and kale soup comes together in 30 minutes."),
                u("send me that"),
                a(
                    "Soften an onion and garlic in olive oil, add 2 cans of rinsed white beans, "
                    "4 cups low-sodium broth and a bunch of chopped kale, simmer 15 minutes, "
                    "finish with lemon and pepper."
                ),
            ),
            s(
                f"2026-05-12T20:15:00{SF}",
                u(
                    "update for the wallet card. had a uti last week, they gave me bactrim and "
                    "i swelled up like a balloon 🙃"
                ),
                a("Oh no, that sounds scary. Are you okay now?"),
                u("fine now. doc says it's a sulfa thing so put that on there with the other one"),
                a("Added: sulfa drugs (Bactrim), swelling. Anything new on the medication side?"),
                u(
                    "yeah she also started me on atorvastatin, 20 at night. cholesterol's a bit "
                    "high"
                ),
                a(
                    "Got it: atorvastatin 20 mg at bedtime, on top of the morning pill. I'll "
                    "update the card."
                ),
                u("thx. getting old is a scam"),
                a("Ha, the fine print nobody reads."),
            ),
            s(
                f"2026-06-02T09:00:00{SF}",
                u("we're going to tahoe in july, any easy hikes with a view"),
                a(
                    "Eagle Falls up to Eagle Lake is short and gorgeous, and the Rubicon Trail "
                    "from D.L. Bliss has big lake views without much climbing."
                ),
                u("eagle lake sounds perfect"),
                a("Go early, the lot fills up by 9 in summer."),
                u("early. ugh. fine"),
                a("Worth it for the quiet, I promise."),
            ),
        ),
        (
            Probe(
                "i'm at urgent care doing the intake form, which drugs should i list that i "
                "react badly to?",
                "penicillin",
                "distinct",
                f"2026-06-20T15:00:00{SF}",
                5,
                also=("sulfa",),
            ),
            Probe(
                "and what prescriptions am i taking daily?",
                "lisinopril 10 mg",
                "distinct",
                f"2026-06-20T15:02:00{SF}",
                5,
                also=("atorvastatin",),
            ),
        ),
    ),
    Scenario(
        "fi-en-parents-two-addresses",
        "en",
        (
            s(
                f"2026-11-09T19:30:00{TOR_WINTER}",
                u(
                    "mom's birthday is the 20th and i want to mail her an actual card for once "
                    "instead of texting 🙈 how long does canada post take toronto to guelph"
                ),
                a(
                    "Lettermail within Ontario usually takes 2-4 business days, so posting by "
                    "the 14th is safe. Want me to save her address?"
                ),
                u("yes pls. 14 Orchard Lane, Guelph ON N1H 3K2"),
                a("Saved: Mom, 14 Orchard Lane, Guelph, ON N1H 3K2."),
                u("ok now what do i WRITE. we're close but not like, gushy"),
                a(
                    "Warm but low-key: 'Happy birthday, Mom, hope this year brings good books "
                    "and long walks. Love you.' Swap in whatever she's into."
                ),
                u("she's into her garden and yelling at the blue jays"),
                a(
                    "Then: 'Happy birthday, Mom! May your tomatoes thrive and the blue jays "
                    "finally learn some manners. Love you.'"
                ),
            ),
            s(
                f"2026-11-23T21:00:00{TOR_WINTER}",
                u("she loved the card lmao. called me crying about the blue jay line"),
                a("That's the best possible outcome 😄"),
                u("ok unrelated, winter tires. too early to put them on?"),
                a(
                    "The usual rule of thumb is once it's consistently below 7°C, so late "
                    "November is right on time."
                ),
                u("booking canadian tire for saturday then"),
                a("Good call, they fill up fast once the first snow hits."),
            ),
            s(
                f"2026-12-05T14:15:00{TOR_WINTER}",
                u("doing holiday cards this year bc apparently i'm a card person now"),
                a("Love that. Who's on the list?"),
                u(
                    "the usual people plus both parents. dad gets his own obviously since the "
                    "divorce, he moved to kitchener"
                ),
                a("Got it, a separate card for your dad. What's his address?"),
                u("unit 302, 88 King St W, Kitchener. N2G 1A1 i think"),
                a(
                    "Saved: Dad, Unit 302, 88 King St W, Kitchener, ON N2G 1A1. Want me to "
                    "double check the postal code?"
                ),
                u("nah it's right. he'd 100% notice if it wasn't, retired mailman"),
                a("Ha, the one person you can't sneak a typo past."),
            ),
            s(
                f"2026-12-10T20:40:00{TOR_WINTER}",
                u("gift idea for a retired guy who says he doesn't want anything. for my dad"),
                a(
                    "Experiences usually win: a cooking class, tickets to a Kitchener Rangers "
                    "game, or a big jigsaw puzzle of an old map."
                ),
                u("rangers game is actually perfect, he goes like twice a year"),
                a("Then a pair of tickets for a January game, and you could go with him."),
                u("awww ok yes"),
                a("That'll be a lovely one."),
            ),
        ),
        (
            Probe(
                "putting stamps on the christmas cards for mom and dad, where do they each live "
                "again?",
                "14 Orchard Lane",
                "distinct",
                f"2026-12-12T11:00:00{TOR_WINTER}",
                5,
                also=("88 King St W",),
            ),
        ),
    ),
    # --- ended ----------------------------------------------------------------------------
    Scenario(
        "fi-en-sister-in-the-office",
        "en",
        (
            s(
                f"2026-03-30T10:00:00{NY}",
                u(
                    "my home office setup is killing my neck. i work from the spare bedroom, "
                    "laptop on a little ikea desk by the window"
                ),
                a(
                    "Laptop necks are so common, the screen sits too low. Do you have a "
                    "separate keyboard?"
                ),
                u("no just the laptop"),
                a(
                    "A laptop stand plus a cheap external keyboard and mouse fixes most of it: "
                    "top of the screen at eye level, elbows around 90°."
                ),
                u("ok ordering a stand. the roost one?"),
                a(
                    "The Roost is great and folds flat. If you want cheaper, the Nexstand is a "
                    "solid clone for about $30."
                ),
                u("nexstand, i'm cheap"),
                a("Good pick, it does the job."),
            ),
            s(
                f"2026-04-14T09:20:00{NY}",
                u(
                    "so my sister lena is coming to stay for a few weeks, her lease ended and "
                    "her new place in denver isn't ready till mid may"
                ),
                a("That's generous of you! Where's she going to sleep?"),
                u(
                    "she gets my office so i'm evicted lol. gonna work out of the central "
                    "library at grand army plaza while she's here"
                ),
                a(
                    "The Central Library is a good spot, solid wifi and the big reading room. "
                    "It opens at 9 on weekdays. Do you take a lot of calls?"
                ),
                u("a few a day. ugh"),
                a(
                    "They have bookable study rooms, and the steps outside work for short calls "
                    "when the weather's nice."
                ),
                u("fingers crossed for good weather then"),
                a("April in Brooklyn, so... bring a jacket."),
            ),
            s(
                f"2026-04-28T19:10:00{NY}",
                u("lena made shakshuka tonight and honestly she can stay forever"),
                a("The ideal houseguest. Want me to save the recipe?"),
                u("she won't share it, says it's a family secret. WE ARE THE FAMILY"),
                a(
                    "Classic sibling move. I can give you a base recipe and you can "
                    "reverse-engineer hers."
                ),
                u("do it"),
                a(
                    "Soften onion and red pepper, add garlic, cumin and smoked paprika, pour in "
                    "crushed tomatoes and simmer 10 minutes, make wells, crack in eggs and "
                    "cover until the whites set. Finish with feta and cilantro."
                ),
            ),
            s(
                f"2026-05-19T08:45:00{NY}",
                u("lena flew back to denver yesterday 😢 apartment is so quiet"),
                a(
                    "Aw, that's always a strange adjustment after a long visit. How was the "
                    "goodbye?"
                ),
                u(
                    "she cried at the airport, i cried in the uber. anyway. office is mine "
                    "again, moved my desk stuff back in last night"
                ),
                a("Welcome home, desk. Did the Nexstand survive the move?"),
                u("yep, and my neck is way better btw"),
                a("That's great to hear."),
                u("ok gonna make coffee and pretend to be productive"),
            ),
        ),
        (
            Probe(
                "a coworker wants to drop off some files wherever i'm working tomorrow, where "
                "should i tell her to come?",
                "spare bedroom",
                "ended",
                f"2026-06-02T17:30:00{NY}",
                5,
                stale=("central library",),
            ),
        ),
    ),
    Scenario(
        "fi-en-train-track-work",
        "en",
        (
            s(
                f"2026-06-01T07:30:00{NY}",
                u(
                    "morning. i take the 7:52 from maplewood into penn most days, can you ping "
                    "me at 7:35 on weekdays to leave"
                ),
                a("Done: a weekday reminder at 7:35 am to head out."),
                u("ty. also do you know if the monthly pass went up again"),
                a(
                    "NJ Transit has been doing yearly fare increases of a few percent each "
                    "July, so it's worth checking the app before you renew."
                ),
                u("lovely. love paying more for delays"),
                a("The eternal commuter's lament."),
            ),
            s(
                f"2026-06-10T21:00:00{NY}",
                u(
                    "ugh nj transit email: midtown direct trains replaced by buses for the next "
                    "two weeks starting monday, portal bridge work"
                ),
                a("Oof. Do they say what the replacement is for Maplewood?"),
                u(
                    "shuttle bus to newark broad st then train from there. they say leave 40 "
                    "min earlier so i'll catch the 7:10 shuttle"
                ),
                a(
                    "Got it, the 7:10 shuttle bus for those two weeks. Want me to move your "
                    "leave reminder earlier while it lasts?"
                ),
                u("yes pls, 6:55"),
                a("Reminder moved to 6:55 am during the track work."),
                u("i'm going to need so much coffee"),
                a("A good travel mug might be the MVP of the next two weeks ☕"),
            ),
            s(
                f"2026-06-19T18:30:00{NY}",
                u(
                    "the shuttle is actually not terrible?? someone brought donuts for the "
                    "whole bus this morning"
                ),
                a("That's a very good bus."),
                u(
                    "lol. also my kid's birthday party is saturday, 8 seven year olds in a "
                    "backyard, pray for me"
                ),
                a(
                    "You'll survive: a piñata and a water balloon fight buys about 45 minutes "
                    "of peace."
                ),
                u("water balloons!! yes"),
                a("Fill them the night before and keep them in a bucket of water in the shade."),
            ),
            s(
                f"2026-07-07T20:00:00{NY}",
                u("what's a good book for the commute, something i can dip in and out of"),
                a(
                    "Short stories work well. Try Jhumpa Lahiri's 'Interpreter of Maladies' or "
                    "George Saunders' 'Tenth of December'."
                ),
                u("saunders, i've heard of him"),
                a("Funny and strange in the best way. The title story is a good place to start."),
                u("ok downloaded"),
                a("Enjoy!"),
            ),
        ),
        (
            Probe(
                "what am i catching into the city tomorrow morning?",
                "7:52",
                "ended",
                f"2026-07-14T06:30:00{NY}",
                5,
                stale=("7:10 shuttle",),
            ),
            Probe(
                "what time should my weekday heads-up to leave the house go off?",
                "7:35",
                "ended",
                f"2026-07-14T06:32:00{NY}",
                5,
                stale=("6:55",),
            ),
        ),
    ),
    Scenario(
        "fi-en-pilates-studio-closed",
        "en",
        (
            s(
                f"2026-07-06T12:10:00{SF}",
                u(
                    "signed up for reformer pilates finally!! tuesdays at 6:30 at core on "
                    "hawthorne, the instructor marisol is supposedly amazing"
                ),
                a("Exciting! Reformer is a great full-body workout. Is this your first time?"),
                u("first time on a reformer yes. did mat pilates a few times in college"),
                a("Then you'll pick it up quickly. Bring grippy socks, most studios require them."),
                u("GRIPPY socks?? is that a real thing"),
                a(
                    "Very real: socks with little rubber dots on the soles so you don't slide "
                    "on the carriage. Studios sell them for $12-15, cheaper online."
                ),
                u("adding to cart lol"),
            ),
            s(
                f"2026-07-21T21:30:00{SF}",
                u("pilates update: i can't feel my abs. or actually i can feel them too much"),
                a("That means it's working! Gentle walks and stretching help with the soreness."),
                u(
                    "marisol is as amazing as promised. also got an email, the hawthorne studio "
                    "is closed for floor refinishing until aug 9 so they moved our class to "
                    "thursday 7pm at the division st location till then"
                ),
                a(
                    "Noted: until August 9 your class is Thursday 7pm at the Division Street "
                    "studio."
                ),
                u("division is further but whatever, it's a few weeks"),
                a("Want a reminder on Thursday afternoons while it's over there?"),
                u("yes 5:30"),
                a("Set: Thursdays at 5:30 pm through August 6."),
            ),
            s(
                f"2026-08-04T08:00:00{SF}",
                u("is it weird to want a protein shake at 8am"),
                a("Not at all, plenty of people have one for breakfast."),
                u("ok good. vanilla or chocolate protein powder, go"),
                a(
                    "Chocolate, it hides the protein aftertaste better. Blend it with a banana "
                    "and a spoon of peanut butter."
                ),
                u("sold"),
                a("Enjoy!"),
            ),
            s(
                f"2026-08-18T19:40:00{SF}",
                u("marisol said i might be ready for intermediate in a month or so 🥹"),
                a("That's a big deal after only six weeks. Congrats!"),
                u("i'm going to be insufferable about it"),
                a("You've earned a little insufferable."),
                u("what should i eat before an evening class, i always get hungry halfway through"),
                a(
                    "Something light about an hour before: a banana with nut butter, or yogurt "
                    "with a bit of granola."
                ),
            ),
        ),
        (
            Probe(
                "which night is my reformer class this week, and where do i go?",
                "tuesdays at 6:30",
                "ended",
                f"2026-08-24T09:00:00{SF}",
                5,
                stale=("thursday 7pm", "division st"),
            ),
        ),
    ),
    Scenario(
        "fi-en-nana-daycare-pickups",
        "en",
        (
            s(
                f"2026-05-04T20:30:00{SYD}",
                u(
                    "need to sort out the daycare forms for leo, the centre wants a list of "
                    "who's allowed to pick him up"
                ),
                a("Sure, who should be on it?"),
                u(
                    "me, sam, and my mum judy. mum does the pickups most days actually, she "
                    "grabs him at 5 on her way back from the shops"
                ),
                a("Lovely arrangement. So the list is you, Sam and Judy. Do they need ID on file?"),
                u("yeah they want licence copies. ugh admin"),
                a("Scan all three at once and email them in one go, ten minutes and it's done."),
                u(
                    "ok. also he's started saying 'nana' for everything, the dog is nana, the "
                    "bus is nana"
                ),
                a("Ha, clearly the most important person in his world."),
            ),
            s(
                f"2026-05-25T19:00:00{SYD}",
                u(
                    "mum's getting her knee replaced next tuesday, she won't be able to drive "
                    "for a while"
                ),
                a("Hope it all goes smoothly. Who's covering Leo's pickups in the meantime?"),
                u(
                    "sam's going to leave work early and get him at 4:30 until she's cleared to "
                    "drive again. his boss is being decent about it"
                ),
                a(
                    "Good on his boss. Want me to check in now and then on how her recovery's "
                    "going?"
                ),
                u("nah i'll be over there every day anyway lol"),
                a("Of course. Wishing her a quick recovery."),
                u("thanks. she's more scared of the physio than the surgery"),
                a(
                    "Fair enough, knee rehab is no joke, but the physio is what makes the new "
                    "knee work."
                ),
            ),
            s(
                f"2026-06-15T12:45:00{SYD}",
                u("what's a soup i can bring mum that freezes well"),
                a(
                    "Pumpkin soup freezes beautifully, and so does minestrone if you leave the "
                    "pasta out and add it when reheating."
                ),
                u("pumpkin, she loves it"),
                a("Roast the pumpkin with an onion first, it makes it much richer."),
                u("will do"),
                a("She'll love it."),
            ),
            s(
                f"2026-07-13T18:20:00{SYD}",
                u(
                    "good news, mum got the all clear from the surgeon today and she's allowed "
                    "to drive again!!"
                ),
                a("That's wonderful! How's she feeling?"),
                u(
                    "over the moon. she's already asking when she gets leo back, so she's doing "
                    "the afternoons again from monday. sam is very relieved"
                ),
                a("Everyone wins, and Leo gets his Nana back."),
                u("he's going to lose it"),
                a("I bet there'll be a lot of 'nana!' at the gate."),
            ),
        ),
        (
            Probe(
                "who's collecting leo from the centre today, and at what time?",
                "grabs him at 5",
                "ended",
                f"2026-07-22T14:00:00{SYD}",
                5,
                stale=("4:30",),
            ),
        ),
    ),
    # --- preference -----------------------------------------------------------------------
    Scenario(
        "fi-en-paperback-to-audio",
        "en",
        (
            s(
                f"2026-04-08T21:00:00{LON}",
                u("just finished the remains of the day and i'm wrecked. what next"),
                a(
                    "If you want more quiet heartbreak, try Ishiguro's 'Never Let Me Go', or "
                    "Kent Haruf's 'Plainsong'."
                ),
                u(
                    "plainsong sounds nice. i'll grab it at the bookshop on saturday, i'm "
                    "strictly a paperback girl, can't read on a screen"
                ),
                a("A paperback it is. Daunt Books usually has it in stock."),
                u("daunt on marylebone high st is my happy place"),
                a("It's a gorgeous shop, that long oak gallery under the skylight."),
                u("exactly!! ok bedtime"),
                a("Night! Enjoy Plainsong."),
            ),
            s(
                f"2026-05-02T11:15:00{LON}",
                u("started cycling to work, 40 min each way along the canal"),
                a("Great commute. Have you got lights and a decent lock?"),
                u("lights yes, lock is flimsy"),
                a(
                    "Get a Sold Secure Gold D-lock, London bike theft is brutal. Abus and "
                    "Kryptonite both make good ones."
                ),
                u("abus it is"),
                a("Good choice."),
            ),
            s(
                f"2026-06-06T18:30:00{LON}",
                u("i've gone through like 4 books in a month on the bike which is wild"),
                a("That's a lot! What have you been listening to?"),
                u(
                    "pachinko, then the thursday murder club, now sapiens. these days i'm more "
                    "of an audiobook person honestly, so much easier to fit in"
                ),
                a(
                    "Makes sense with 80 minutes of cycling a day. Libby through your library "
                    "card is free, by the way."
                ),
                u("wait WHAT. i've been paying for audible"),
                a("Worth checking, most London boroughs have Libby with a decent catalogue."),
                u("cancelling audible tonight lol"),
            ),
            s(
                f"2026-06-20T16:00:00{LON}",
                u("weather for richmond park tomorrow? thinking picnic"),
                a("Sunny spells, around 24°C, small chance of a shower late afternoon."),
                u("perfect. going to give the deer some moral support"),
                a("Keep your distance though, June is fawning season and the does get protective."),
                u("noted, no deer hugs"),
                a("Sadly not 🦌"),
            ),
        ),
        (
            Probe(
                "my brother wants to get me a book for my birthday, what kind of copy should he "
                "get me?",
                "audiobook person",
                "preference",
                f"2026-07-01T19:00:00{LON}",
                5,
                stale=("paperback",),
            ),
        ),
    ),
    Scenario(
        "fi-en-grocery-milk",
        "en",
        (
            s(
                f"2026-09-08T18:00:00{CHI}",
                u(
                    "can you help me set up a standing grocery list? i do a big jewel order "
                    "every sunday on instacart"
                ),
                a("Sure! What are the staples?"),
                u(
                    "eggs (2 dozen), bananas, the big greek yogurt, sourdough, oat milk x2, "
                    "spinach, chicken thighs, apples for the kids lunches"
                ),
                a(
                    "Standing list: 2 dozen eggs, bananas, large Greek yogurt, a sourdough "
                    "loaf, 2 cartons of oat milk, spinach, chicken thighs, apples. Any brand "
                    "preferences?"
                ),
                u(
                    "oatly for the milk, the barista one. fage for the yogurt. everything else "
                    "whatever's cheapest"
                ),
                a("Got it: Oatly Barista and Fage, store brand for everything else."),
                u(
                    "you're the best. my kitchen is a disaster zone btw, we're painting the "
                    "cabinets"
                ),
                a("Ooh, what color?"),
                u("sage green. husband wanted navy, i won"),
            ),
            s(
                f"2026-09-20T20:00:00{CHI}",
                u("cabinets done!! they look amazing"),
                a("Sage cabinets sound lovely. Did you change the hardware too?"),
                u("brass pulls off amazon, $40 for 20"),
                a("Great deal, brass and sage is a classic combo."),
                u("i feel like a real adult"),
                a("Painted cabinets are peak adulthood."),
            ),
            s(
                f"2026-10-04T17:30:00{CHI}",
                u(
                    "ok tweaks to the sunday list. going forward just whole milk, 2 gallons. "
                    "everyone in this house drinks it now and i'm not buying two kinds"
                ),
                a("Updated: 2 gallons of whole milk on the standing order. Anything else?"),
                u("add a bag of clementines, it's that season"),
                a("Clementines added."),
                u("and the kids keep begging for uncrustables but i refuse"),
                a("Holding the line on Uncrustables, noted 😄"),
            ),
            s(
                f"2026-10-18T19:00:00{CHI}",
                u("halloween costume ideas for a 6 year old who wants to be 'a scary banana'"),
                a(
                    "A vampire banana: banana costume, plastic fangs and a bit of drippy red "
                    "face paint. Or a zombie banana with a torn peel."
                ),
                u("VAMPIRE BANANA. perfect"),
                a("Bonus points for a little cape."),
                u("ok you're hired"),
                a("Happy to run the costume department."),
            ),
        ),
        (
            Probe(
                "go ahead and place this week's sunday order, which milk do i want on it?",
                "whole milk",
                "preference",
                f"2026-10-25T09:00:00{CHI}",
                5,
                stale=("oat milk", "Oatly"),
            ),
        ),
    ),
    Scenario(
        "fi-en-one-on-ones-afternoon",
        "en",
        (
            s(
                f"2026-04-20T08:40:00{BER}",
                u(
                    "i'm a new eng manager (week 2 😬) and need to set up recurring 1:1s with my "
                    "5 reports"
                ),
                a("Congrats on the new role! Weekly or every other week?"),
                u(
                    "weekly 30 min. and book them first thing, 9 to 11. i'm sharpest in the "
                    "morning and want them done before the chaos starts"
                ),
                a(
                    "Okay: weekly 30-minute 1:1s, clustered between 9 and 11 am. Want an agenda "
                    "template too?"
                ),
                u("yes pls"),
                a(
                    "Template: 1) how are you doing, really, 2) what's blocking you, 3) "
                    "feedback both ways, 4) a growth topic of the month, 5) action items."
                ),
                u("love it. simple"),
            ),
            s(
                f"2026-05-05T19:10:00{BER}",
                u("how do i say no to a meeting without sounding like a jerk"),
                a(
                    "'Thanks for including me! I don't think I'm needed for this one, but "
                    "please send the notes and tag me if a decision needs my input.'"
                ),
                u("stealing that"),
                a("Steal away."),
                u("also is berlin always this rainy in may or is it personal"),
                a("May is one of the wetter months here, sadly. It's not personal."),
            ),
            s(
                f"2026-06-01T13:20:00{BER}",
                u(
                    "ok rethinking the 1:1s. can we move them all to after lunch? like a "
                    "14:00-16:00 block, tue and thu. the team is way more awake then anyway"
                ),
                a(
                    "Sure, all five weekly 1:1s now sit in a 14:00-16:00 block on Tuesdays and "
                    "Thursdays."
                ),
                u("perfect"),
                a("Anything else for this week?"),
                u("remind me to order flowers for my team lead's last day on friday"),
                a("Reminder set for Thursday to order flowers for Friday."),
            ),
            s(
                f"2026-06-15T18:45:00{BER}",
                u("our sprint retro was a mess today, people just complained for an hour"),
                a(
                    "Try a structured format next time, like Start/Stop/Continue with a timebox "
                    "per section, and a rule that every 'stop' comes with a suggestion."
                ),
                u("ooh that's good"),
                a(
                    "And finish by picking just one or two action items. More than that and "
                    "nothing happens."
                ),
                u("1-2 action items. noted"),
                a("Good luck next sprint!"),
            ),
        ),
        (
            Probe(
                "someone new joins my team next week, when should their weekly catch-up with me "
                "go?",
                "after lunch",
                "preference",
                f"2026-06-22T09:00:00{BER}",
                5,
                stale=("9 to 11", "between 9 and 11"),
            ),
        ),
    ),
    # --- update ---------------------------------------------------------------------------
    Scenario(
        "fi-en-dog-walker-rate",
        "en",
        (
            s(
                f"2026-04-15T19:00:00{SF}",
                u(
                    "found a dog walker for biscuit finally!! marco, comes mon-fri at noon, $22 "
                    "a walk"
                ),
                a("Great! That's about $110 a week. Do you pay him weekly or monthly?"),
                u("monthly, venmo on the 1st"),
                a("Want a reminder on the 1st to Venmo Marco?"),
                u("yes please, with the amount worked out if you can"),
                a(
                    "Will do: on the 1st I'll count the walks from the month before and give "
                    "you the total."
                ),
                u("perfect. biscuit already likes him more than me lol"),
            ),
            s(
                f"2026-05-01T08:30:00{SF}",
                u("ok what do i owe marco for april"),
                a("He started on the 15th, so 12 weekday walks through the 30th: 12 × $22 = $264."),
                u("sent! ty"),
                a("Done 🐾"),
                u("also the fog is back. karl the fog is relentless"),
                a("Karl never takes a summer vacation."),
            ),
            s(
                f"2026-05-20T18:10:00{SF}",
                u(
                    "marco texted, he's raising his rates from june, first time in 3 yrs so "
                    "fair enough"
                ),
                a("That's reasonable after three years. What's he charging now?"),
                u("25"),
                a("Got it, $25 a walk starting in June. I'll use that for the July 1 reminder."),
                u("biscuit is worth it"),
                a("Obviously."),
                u("is it weird to get him a birthday cake. he's turning 3"),
                a(
                    "Not weird at all. There are dog-safe cakes with pumpkin and xylitol-free "
                    "peanut butter."
                ),
            ),
            s(
                f"2026-06-14T14:00:00{SF}",
                u("biscuit's birthday was a hit, he ate the cake in 4 seconds"),
                a("That's the best review a cake can get."),
                u("marco came by and sang to him lol"),
                a("Marco is clearly a keeper."),
                u("fr"),
                a("🎂🐶"),
            ),
        ),
        (
            Probe(
                "it's the 1st, what does the dog walker charge me per walk these days?",
                "$25 a walk",
                "update",
                f"2026-07-01T08:00:00{SF}",
                5,
                stale=("$22 a walk",),
            ),
        ),
    ),
    Scenario(
        "fi-en-vitamin-d-dose",
        "en",
        (
            s(
                f"2026-09-07T08:20:00{DUB}",
                u(
                    "gp says my vitamin d is low (shocker, i live in ireland). she's put me on "
                    "1000 IU a day"
                ),
                a(
                    "Very common here, especially heading into winter. Take it with a meal that "
                    "has some fat in it, it absorbs better."
                ),
                u("breakfast then, i have eggs most mornings"),
                a("Eggs are perfect. Want a daily reminder?"),
                u("8am"),
                a("Set: 8 am every day, vitamin D."),
                u("ta. also the rain. THE RAIN"),
                a("September in Dublin doing its thing ☔"),
            ),
            s(
                f"2026-09-28T19:00:00{DUB}",
                u(
                    "rainy day thing to do in dublin with a friend who's already done the book "
                    "of kells?"
                ),
                a(
                    "The Little Museum of Dublin is charming, EPIC the emigration museum is "
                    "excellent, and Marsh's Library is a hidden gem."
                ),
                u("marsh's library, never been!!"),
                a(
                    "It's tiny and gorgeous, and it still has the cages readers were locked "
                    "into with the rare books."
                ),
                u("that's unhinged i love it"),
                a("Enjoy!"),
            ),
            s(
                f"2026-10-19T18:45:00{DUB}",
                u("follow up bloods back. still low-ish so the gp bumped the vitamin d up"),
                a("That happens a lot in autumn. What did she put you on?"),
                u("2000 IU. same deal, with breakfast"),
                a("Got it, 2000 IU a day with breakfast. The 8 am reminder stays as is."),
                u("and a recheck in january apparently"),
                a("I'll remind you in early January to book it."),
            ),
            s(
                f"2026-10-24T11:00:00{DUB}",
                u("soup ideas with what i have: leeks, potatoes, one sad carrot"),
                a(
                    "Leek and potato soup: soften the leeks in butter, add diced potato and the "
                    "carrot, cover with stock, simmer 20 minutes, blend."
                ),
                u("the sad carrot lives on"),
                a("Its finest hour."),
                u("😂"),
                a("Enjoy the soup."),
            ),
        ),
        (
            Probe(
                "i'm in boots picking up vitamins, what strength of vit d am i meant to take?",
                "2000 IU",
                "update",
                f"2026-11-10T17:00:00{DUB_WINTER}",
                5,
                stale=("1000 IU",),
            ),
        ),
    ),
    Scenario(
        "fi-en-emergency-fund-transfer",
        "en",
        (
            s(
                f"2026-03-16T20:00:00{PHX}",
                u(
                    "trying to get serious about an emergency fund. set up an auto transfer of "
                    "$400 a month into my ally savings on the 15th"
                ),
                a("Great habit. What's the target?"),
                u("6 months of expenses so like 18k"),
                a(
                    "At $400 a month that's a few years, but every raise or windfall shortens "
                    "it. Want me to track progress?"
                ),
                u("yes. at 3,200 right now"),
                a("Tracking: $3,200 of $18,000."),
                u("sounds so far away lol"),
                a("It adds up faster than it feels. You're already about 18% there."),
            ),
            s(
                f"2026-04-20T21:15:00{PHX}",
                u("is it dumb to pay off my car loan early. 4.9% interest"),
                a(
                    "Not dumb, but at 4.9% a lot of people finish the emergency fund first, "
                    "cash you can reach matters more than a bit of interest."
                ),
                u("ok yeah, fund first"),
                a("Sounds like a plan."),
                u("also it's 98 degrees in april. phoenix why"),
                a("Phoenix heard 'spring' and chose violence."),
            ),
            s(
                f"2026-05-26T19:30:00{PHX}",
                u("good week!! got the promotion, officially senior analyst"),
                a("Congratulations! That's a big step."),
                u(
                    "thank you!! celebrated w sushi at hana, the spicy tuna was unreal. oh and "
                    "i bumped the ally transfer, 650 a month starting june"
                ),
                a("Nice move. What's the balance now?"),
                u("4,800 after the may one"),
                a(
                    "Tracking: $4,800 of $18,000. At that pace you'd hit the goal in about 20 "
                    "months."
                ),
            ),
            s(
                f"2026-06-22T10:00:00{PHX}",
                u("want to escape to san diego in august, cheap-ish hotels near the beach?"),
                a(
                    "Ocean Beach has some affordable motels, and the hostel in Point Loma has "
                    "cheap private rooms."
                ),
                u("OB sounds fun"),
                a("Great vibe, a dog beach, and the pier at sunset."),
                u("booking it"),
                a("Enjoy the 70-degree weather!"),
            ),
        ),
        (
            Probe(
                "how much am i putting into savings automatically each month right now?",
                "650 a month",
                "update",
                f"2026-07-10T18:00:00{PHX}",
                5,
                stale=("$400 a month",),
            ),
        ),
    ),
    # --- why ------------------------------------------------------------------------------
    Scenario(
        "fi-en-coworking-desk-why",
        "en",
        (
            s(
                f"2026-05-11T14:00:00{LON}",
                u(
                    "ok sanity check. i've worked from home for 4 years and loved it but since "
                    "the baby arrived i literally cannot focus at home. she's lovely but LOUD, "
                    "and my partner's on leave so the flat is chaos all day"
                ),
                a(
                    "Completely understandable, working from home with a newborn is a different "
                    "job. Have you thought about a coworking space or a library a few days a "
                    "week?"
                ),
                u("maybe. don't want to miss her though"),
                a("A few days out and a few at home could be a middle ground."),
                u("i'll think about it. anyway how long do i boil an egg for a jammy yolk"),
                a("Six and a half minutes from boiling, then straight into ice water."),
            ),
            s(
                f"2026-05-26T09:30:00{LON}",
                u(
                    "the trampery in hackney has hot desks for £180 a month, 3 days a week. "
                    "decent price?"
                ),
                a(
                    "For London that's reasonable, plenty of places charge £250+ for part-time. "
                    "Does it include meeting rooms?"
                ),
                u("4 hours of meeting room a month + coffee"),
                a("Solid deal, especially with coffee thrown in."),
                u("signed up, starting monday. tue/wed/thu there, mon/fri at home"),
                a("Nice setup: Mondays and Fridays with the baby, midweek at the Trampery."),
            ),
            s(
                f"2026-06-15T20:00:00{LON}",
                u("two weeks in and i've got more done than in the last two months combined"),
                a("That's fantastic! How are the home days feeling?"),
                u("honestly better, i enjoy the chaos more when it's not every day"),
                a("That makes a lot of sense."),
                u("what should i get my partner for our anniversary, she's exhausted"),
                a("A spa voucher plus you on solo baby duty for the whole day. The gift of rest."),
                u("oh she'd love that"),
            ),
        ),
        (
            Probe(
                "remind me what made me start paying for a hot desk?",
                "cannot focus at home",
                "why",
                f"2026-07-01T10:00:00{LON}",
                4,
            ),
        ),
    ),
    Scenario(
        "fi-en-dog-food-switch-why",
        "en",
        (
            s(
                f"2026-08-03T19:30:00{CHI}",
                u(
                    "bo keeps licking and chewing his paws, like all night. it's driving me "
                    "nuts and his feet are pink"
                ),
                a("Poor guy. That's often allergies, environmental or food. What's he eating now?"),
                u("purina pro plan chicken and rice, same as forever"),
                a(
                    "Worth raising with the vet. Meanwhile, wiping his paws after walks helps "
                    "if it's grass or pollen."
                ),
                u("ok booking the vet. also it's 104 today i'm going to die"),
                a("Walk him early, pavement at 104° can burn paws."),
            ),
            s(
                f"2026-08-19T08:00:00{CHI}",
                u(
                    "bo's on the acana salmon and sweet potato now, grabbed a bag at the pet "
                    "store on burnet"
                ),
                a("Nice, Acana is good quality. What prompted the switch?"),
                u(
                    "long story lol, late for work. how do i transition him without wrecking "
                    "his stomach"
                ),
                a(
                    "Mix it in over 7-10 days: about 25% new for a few days, then half, then "
                    "75%, then all new."
                ),
                u("ok 25% tonight"),
                a("Good plan. Keep an eye on his poop the first week, sorry, glamorous."),
                u("the glamour of dog ownership"),
                a("Never-ending."),
            ),
            s(
                f"2026-09-02T18:15:00{CHI}",
                u(
                    "ok story time re bo's food. vet did skin scrapes, ruled out mites, and "
                    "thinks he's allergic to chicken. that's what was making his paws so itchy"
                ),
                a(
                    "That explains it, chicken is one of the most common food allergens in "
                    "dogs. Is he doing better?"
                ),
                u("paws are way less pink already!! and he stopped the midnight licking"),
                a("Great sign. Check his treats too, a lot of them have chicken hiding in them."),
                u("OMG the jerky treats. those are chicken"),
                a("Swap them for single-ingredient fish or sweet potato chews."),
            ),
            s(
                f"2026-09-20T11:00:00{CHI}",
                u("thinking of taking bo to the greenbelt this weekend, least crowded entrance?"),
                a(
                    "The Gus Fruh access off Barton Hills Drive is usually calmer than the "
                    "Zilker end, especially early."
                ),
                u("is there water in the creek rn"),
                a(
                    "After a dry summer Barton Creek is usually low or dry by September, so "
                    "bring water for both of you."
                ),
                u("ok thx"),
                a("Have fun!"),
            ),
        ),
        (
            Probe(
                "my roommate asked why bo isn't eating the purina anymore, what was the reason "
                "again?",
                "allergic to chicken",
                "why",
                f"2026-10-01T19:00:00{CHI}",
                5,
            ),
        ),
    ),
    Scenario(
        "fi-en-portugal-moved-why",
        "en",
        (
            s(
                f"2026-03-10T20:00:00{NY}",
                u(
                    "planning portugal with my mom!! aug 10-20, lisbon then porto. she's never "
                    "been to europe"
                ),
                a("How exciting! Ten days is a nice amount for those two. Any must-dos?"),
                u("she wants fado and pastéis de nata, i want sintra"),
                a(
                    "Easy: a fado night in Alfama, a nata pilgrimage to Manteigaria, and a day "
                    "trip to Sintra, early on a weekday because it gets packed."
                ),
                u("perfect. flights from jfk are like $1100 rn 😬"),
                a(
                    "August is peak season, but fares sometimes dip a little a few months out. "
                    "Want me to keep an eye on them?"
                ),
                u("yes pls"),
            ),
            s(
                f"2026-03-31T18:30:00{NY}",
                u(
                    "mom had a stent put in last week. she's fine, home already, but the "
                    "cardiologist said no extreme heat for her this year. and lisbon had like "
                    "40°C days last august"
                ),
                a(
                    "So glad she's okay. And yes, Portugal can get serious heatwaves in August. "
                    "Do you want to look at other dates?"
                ),
                u("yeah probably. let me talk to her"),
                a("Of course. Late September is usually lovely there, mid-20s and fewer crowds."),
                u("ooh"),
                a("Something to bring to her."),
            ),
            s(
                f"2026-04-08T19:00:00{NY}",
                u(
                    "ok done, we moved portugal to sept 21 - oct 1. she's thrilled, said she "
                    "didn't want to melt anyway lol"
                ),
                a("Perfect. Same plan, Lisbon then Porto?"),
                u("same plan. flights were $850 too which is a bonus"),
                a(
                    "Great fare. Late September might even line up with the grape harvest in "
                    "the Douro."
                ),
                u("wine with mom in the douro. i'm crying"),
                a("That's going to be a lovely trip."),
            ),
            s(
                f"2026-05-04T12:00:00{NY}",
                u("do i need a visa for portugal as an american? my passport expires next march"),
                a(
                    "No visa for a short tourist stay. Your passport has to be valid at least "
                    "three months past the day you leave, so March is fine. Also check whether "
                    "the EU's ETIAS travel authorization is in force by then."
                ),
                u("ugh bureaucracy. ok"),
                a("I'll remind you in August to check."),
                u("ty 🙏"),
                a("Anytime!"),
            ),
        ),
        (
            Probe(
                "why did we push the portugal trip with mom from summer to the fall?",
                "no extreme heat",
                "why",
                f"2026-05-20T21:00:00{NY}",
                5,
            ),
        ),
    ),
)
