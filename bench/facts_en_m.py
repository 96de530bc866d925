"""Current-facts scenarios, English, part M."""

from __future__ import annotations

from bench.scenarios_data import Probe, Scenario, a, s, u

CHI, DEN, AUS, MSP = "-05:00", "-06:00", "-05:00", "-05:00"
NY, TOR, SEA, PDX, LA = "-04:00", "-04:00", "-07:00", "-07:00", "-07:00"
LON, BER, MEL = "+01:00", "+02:00", "+10:00"

SCENARIOS: tuple[Scenario, ...] = (
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fm-en-rent-renewal",
        "en",
        (
            s(
                f"2026-02-03T19:20:00{CHI}",
                u(
                    "can you help me set up a budget spreadsheet thing. rent is $1,850, due "
                    "on the 1st"
                ),
                a(
                    "Sure. Let's start with fixed costs: rent $1,850 on the 1st. What about "
                    "utilities and internet?"
                ),
                u("electric like 70-90 depending, internet 65, phone 45"),
                a("Got it. Any subscriptions? Those add up quietly."),
                u("netflix spotify and uh. a meal kit i keep forgetting to cancle lol"),
                a("Want a reminder to cancel the meal kit before the next box ships?"),
                u("yes omg. it ships thursdays"),
                a("Reminder set for Wednesday evening."),
            ),
            s(
                f"2026-03-10T20:05:00{CHI}",
                u("ugh lease renewal letter came"),
                a("Oh no. How bad is it?"),
                u("$1,975 starting april. for the same apartment with the same broken dishwasher"),
                a(
                    "That's roughly a 7% jump. Some landlords will negotiate if you offer a "
                    "longer lease. Want a draft email?"
                ),
                u("tried that already, property mgmt said no. whatever, moving is worse"),
                a("Fair, moving costs would eat more than the difference for a couple of years."),
                u("did i ever cancel that meal kit"),
                a("You said you'd do it on the Wednesday reminder. Did it go through?"),
                u("yes finally"),
            ),
            s(
                f"2026-04-02T08:30:00{CHI}",
                u("landlord's portal finally lets you do autopay, welcome to 2010"),
                a(
                    "Nice, fewer late-fee scares. Want it to go out on the 1st or a day or two "
                    "before?"
                ),
                u("the 30th probably. payday is the 28th"),
                a(
                    "Sounds safe. I'll put the new amount in the budget sheet too, $1,975 from "
                    "April on, right?"
                ),
                u("yep"),
                a("Done. Fixed costs go up $125 a month; dropping the meal kit covers most of it."),
                u("lol small wins"),
            ),
        ),
        (
            Probe(
                "filling in the autopay form for the landlord, how much do i put for the monthly "
                "amount?",
                "$1,975",
                "update",
                f"2026-04-20T18:00:00{CHI}",
                4,
                stale=("$1,850",),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    Scenario(
        "fm-en-kids-schools",
        "en",
        (
            s(
                f"2026-08-24T21:10:00{NY}",
                u("first week of school chaos incoming. can you keep track of stuff for me"),
                a("Of course. What do you need tracked?"),
                u("maya starts 2nd grade at lincoln elementary, drop off 8:15, pickup 3:05"),
                a("Got it: Maya, 2nd grade at Lincoln Elementary, 8:15 to 3:05."),
                u("and her teacher is ms okonkwo i think? she seems nice"),
                a("Noted. Anything for your other one yet?"),
                u("hold on dog is eating a sock"),
                u("ok crisis averted"),
            ),
            s(
                f"2026-08-27T07:05:00{NY}",
                u(
                    "eli's first day at roosevelt middle today, he made me drop him off a "
                    "block away lol"
                ),
                a("Classic middle school move. What are his hours?"),
                u(
                    "7:50 to 2:40. bus in the mornings, i get him in the afternoon on weds "
                    "and fridays"
                ),
                a("So afternoon pickup for Eli on Wednesdays and Fridays at 2:40."),
                u("yeah the other days he walks w the neighbor kid"),
                a("Want reminders on Wednesdays and Fridays?"),
                u("yes. also apparently he needs a ti-84?? $100 for a calculator"),
                a("They're pricey. Used ones on eBay usually go for about $40 and work fine."),
                u("ebay it is"),
            ),
            s(
                f"2026-09-14T12:40:00{NY}",
                u("picture day is thursday for maya, need to remember the blue dress"),
                a("Noted: Maya's picture day Thursday, blue dress."),
                u("and eli has the dentist on the 22nd at 3:30"),
                a(
                    "Added. That's a Tuesday, when he'd normally walk home. Want to meet him "
                    "at the dentist instead?"
                ),
                u("ill just grab him from school early"),
                a("Okay, early pickup for Eli on the 22nd."),
                u("thx ur a lifesaver"),
            ),
        ),
        (
            Probe(
                "doing the emergency contact forms tonight, which schools are my two kids at?",
                "lincoln elementary",
                "distinct",
                f"2026-09-20T20:00:00{NY}",
                4,
                also=("roosevelt middle",),
            ),
            Probe(
                "it's wednesday, what time do i have to be at each school this afternoon?",
                "pickup 3:05",
                "distinct",
                f"2026-09-20T20:05:00{NY}",
                4,
                also=("7:50 to 2:40",),
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fm-en-red-line-closure",
        "en",
        (
            s(
                f"2026-02-17T18:30:00{CHI}",
                u(
                    "what time should i leave for a 9am meeting in the loop? i normally take "
                    "the red line from belmont, 25 minutes door to door"
                ),
                a("Leaving by 8:20 gives you a buffer in case a train is delayed."),
                u("ok. random but whats a good gift for someone who just got into bouldering"),
                a(
                    "A chalk bag, a brush set, or a gift card to their gym. Climbers are picky "
                    "about shoes, so skip those."
                ),
                u("chalk bag it is"),
                a("Good pick. Static and Prana make nice ones."),
            ),
            s(
                f"2026-03-02T07:10:00{CHI}",
                u("cta is doing track work, the belmont stop is closed until the 20th. ugh"),
                a("That's rough. There are usually shuttle buses, but they're slow."),
                u("nope not doing shuttles. gonna bike in til then"),
                a(
                    "Belmont to the Loop along the lakefront path is about 30 to 35 minutes. "
                    "Want the weather each morning?"
                ),
                u("yes pls, esp wind. the lake wind is brutal"),
                a("Will do. Today: 34°F, wind 15 mph from the north, so a tailwind going south."),
                u("lol silver linings"),
            ),
            s(
                f"2026-03-12T19:45:00{CHI}",
                u("my legs are dead. biking every day is no joke"),
                a("Eight more days. Make sure you're eating enough, that commute burns a lot."),
                u("also my friend's bday dinner is saturday at 7 at avec"),
                a("Added: Saturday 7pm at Avec, in the West Loop."),
                u("cool"),
                a("Want a reminder Saturday afternoon?"),
                u("sure"),
            ),
        ),
        (
            Probe(
                "big presentation tomorrow at 9 downtown, when do i need to leave the house?",
                "25 minutes door to door",
                "ended",
                f"2026-03-30T19:00:00{CHI}",
                4,
                stale=("bike in til then", "biking every day"),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fm-en-wine-whites",
        "en",
        (
            s(
                f"2026-01-09T20:00:00{SEA}",
                u("hosting my in-laws next weekend, doing braised short ribs. wine ideas?"),
                a(
                    "Short ribs love a bold red: a Napa cab, a Walla Walla Syrah, or a Malbec "
                    "if you want something cheaper."
                ),
                u("ooh syrah. i'm a big reds guy anyway, the bigger the better"),
                a("Then look for a Walla Walla Syrah around $30, K Vintners makes a good one."),
                u("perfect. also how long do short ribs take"),
                a(
                    "About 3 hours braising at 325°F. You can make them the day before, they "
                    "get better overnight."
                ),
                u("day before it is, less stress"),
            ),
            s(
                f"2026-02-21T18:15:00{SEA}",
                u("do u know if costco sells those big cast iron dutch ovens"),
                a("They often carry a 6-quart enameled one for around $60, stock varies by store."),
                u("nice. mine's cracked"),
                a("Enamel chips happen. Worth a look this weekend."),
                u("also random, dentist says my teeth are staining, gotta cut back on something"),
                a("Coffee, tea and red wine are the usual suspects. Straws help."),
                u("yeah yeah"),
            ),
            s(
                f"2026-04-11T19:30:00{SEA}",
                u("had the best sancerre at my friend's place last night"),
                a("Sancerre is lovely, crisp and minerally. What did you have it with?"),
                u(
                    "some goat cheese thing. honestly crisp whites are all i want these days, "
                    "anything heavy knocks me out and gives me a headache"
                ),
                a(
                    "Makes sense. Albariño and Grüner Veltliner are in the same lane and easier "
                    "on the wallet."
                ),
                u("write those down for me"),
                a("Saved: Sancerre, Albariño, Grüner Veltliner."),
                u("ty"),
            ),
        ),
        (
            Probe(
                "steakhouse saturday for my bday, what kind of bottle should i order for myself?",
                "crisp whites",
                "preference",
                f"2026-04-18T17:00:00{SEA}",
                4,
                stale=("big reds guy",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fm-en-neighbor-plumber",
        "en",
        (
            s(
                f"2026-05-06T09:00:00{MSP}",
                u("kitchen sink is draining super slow again, like 10 min to empty"),
                a(
                    "Try a plastic drain snake first, it's often a hair-and-grease clog near the "
                    "trap. If that doesn't work, a plumber."
                ),
                u("tried. didnt work"),
                a("Then it might be further down the line. Want me to find plumbers nearby?"),
                u("yeah"),
                a(
                    "Top rated near you: Quick Flow Plumbing (4.6 stars, $95 call-out) and Twin "
                    "Cities Rooter (4.4 stars, $79 call-out)."
                ),
                u("hmm ok let me think"),
            ),
            s(
                f"2026-05-08T17:30:00{MSP}",
                u(
                    "talked to my neighbor carol over the fence. she swears by some guy, "
                    "marco's plumbing, he did her water heater last year"
                ),
                a("Word of mouth beats reviews. Do you have his number?"),
                u("she texted it, 612-555-0148"),
                a("Saved: Marco's Plumbing, 612-555-0148, recommended by Carol."),
                u("her tomatoes are already huge btw. how is she doing that in may"),
                a(
                    "Probably started them indoors in March and used wall-of-water cloches. "
                    "Want tips for yours?"
                ),
                u("maybe later lol"),
            ),
            s(
                f"2026-05-20T12:00:00{MSP}",
                u("sink's fine now but the bathroom faucet is dripping"),
                a("A drip is usually a worn cartridge or washer. Easy fix if you're handy."),
                u("not handy lol"),
                a("Fair enough."),
                u("quick flow left me a voicemail too, guess i asked for a quote at some point"),
                a("You did look at them a couple of weeks ago. Want me to save their number too?"),
                u("nah"),
            ),
        ),
        (
            Probe(
                "faucet's getting worse, can u get me the number for the plumber my neighbor "
                "swears by?",
                "612-555-0148",
                "coreference",
                f"2026-05-27T08:30:00{MSP}",
                4,
                stale=("Quick Flow",),
                resolves_to="Marco",
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fm-en-credit-union",
        "en",
        (
            s(
                f"2026-06-03T21:00:00{DEN}",
                u("ok i'm so mad"),
                a("What happened?"),
                u(
                    "chase hit me with a $35 overdraft fee AGAIN. third time this year. for a $4 "
                    "coffee that went through before my paycheck"
                ),
                a(
                    "That's frustrating. You can often get one reversed by calling, especially "
                    "when it's a timing thing."
                ),
                u("i called. they said they already did a courtesy reversal in feb so no"),
                a(
                    "Then it might be worth looking at other banks. A lot of credit unions don't "
                    "charge for that at all."
                ),
                u("send me some"),
                a("Bellco and Elevations are both local credit unions with free checking."),
            ),
            s(
                f"2026-06-10T18:40:00{DEN}",
                u("opened a checking acct at elevations today. moving direct deposit this week"),
                a(
                    "Nice. Don't forget the autopays, and keep the old account open until "
                    "everything clears."
                ),
                u("ugh how many autopays do i even have"),
                a("From what you've mentioned: rent, phone, Spotify and the car loan."),
                u("car loan!! forgot that one"),
                a("Easy to miss. Lenders usually need 5 to 7 business days to switch accounts."),
                u("ok doing it tmrw"),
            ),
            s(
                f"2026-06-25T20:20:00{DEN}",
                u("hiking this weekend, any good 14er for a beginner"),
                a(
                    "Quandary Peak or Mount Bierstadt are the classic first 14ers. Start early, "
                    "storms roll in after noon."
                ),
                u("bierstadt sounds good"),
                a("Aim to be at the trailhead by 6. Bring layers, it's cold up top even in July."),
                u("ok mom lol"),
                a("Someone has to say it."),
            ),
        ),
        (
            Probe(
                "my dad keeps asking why i left chase for a credit union, what was it again?",
                "$35 overdraft fee",
                "why",
                f"2026-07-02T19:00:00{DEN}",
                4,
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    Scenario(
        "fm-en-achilles-physio",
        "en",
        (
            s(
                f"2026-03-11T18:00:00{LON}",
                u("saw the physio about my achilles today"),
                a("How did it go?"),
                u("she said no running at all for now, ice twice a day and calf raises on stairs"),
                a("Classic Achilles advice. How many calf raises?"),
                u("3 sets of 15, slow on the way down"),
                a("Eccentric raises, good. Want a daily reminder?"),
                u("yeah evenings. bit gutted tbh, had the brighton half in april"),
                a("That's hard. You might be able to defer your entry, a lot of races allow it."),
                u("good shout ill check"),
            ),
            s(
                f"2026-03-20T12:30:00{LON}",
                u("brighton let me defer to next year for £10"),
                a("Great, that takes the pressure off."),
                u("what do i do for cardio meanwhile, im going stir crazy"),
                a(
                    "Swimming or cycling are usually fine, check with your physio. Both keep "
                    "the load off the Achilles."
                ),
                u("got a bike in the shed, might dust it off"),
                a("Pump the tyres before you go, they'll be flat after the winter."),
            ),
            s(
                f"2026-05-06T19:15:00{LON}",
                u("physio follow up today!! good news"),
                a("Tell me!"),
                u(
                    "she's cleared me for 10 minutes of jogging every other day, flat ground "
                    "only, and keep the calf raises going"
                ),
                a("Brilliant progress. Walk-jog intervals might help ease you in."),
                u("yeah. also need new trainers, mine have like 900km on them"),
                a(
                    "Definitely time. Get fitted at a running shop, especially with the Achilles "
                    "history."
                ),
                u("ok"),
            ),
        ),
        (
            Probe(
                "my GP wants to know what the physio told me at that first appointment in march",
                "ice twice a day",
                "window",
                f"2026-05-15T10:00:00{LON}",
                4,
                stale=("10 minutes of jogging",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fm-en-sofa-pick",
        "en",
        (
            s(
                f"2026-07-08T20:30:00{PDX}",
                u(
                    "need a new couch. budget like 1500ish, living room is small and we have a "
                    "cat who destroys everything"
                ),
                a(
                    "A few that fit: 1) the Article Sven in velvet, $1,299. 2) the Burrow Nomad "
                    "sectional, $1,650. 3) the Floyd sofa in performance linen, $1,495."
                ),
                u("velvet + cat = no"),
                a("Fair, velvet shows claw marks fast. So the Nomad or the Floyd?"),
                u("the sectional wont make it up our stairs, theyre super narrow"),
                a("The Floyd ships in pieces and goes together without tools, so stairs are fine."),
                u("hmm. ok let me measure the wall first"),
                a("Good idea. It's 88 inches wide."),
            ),
            s(
                f"2026-07-11T11:00:00{PDX}",
                u("wall is 96. it fits"),
                a("With 4 inches each side. Want me to check if the linen comes darker?"),
                u("yes the light one will look gross in a week"),
                a("It comes in navy and charcoal, same price."),
                u("charcoal. ordered it"),
                a("Nice. Delivery usually takes 2 to 3 weeks."),
                u("cat is going to be so confused"),
            ),
            s(
                f"2026-07-29T18:00:00{PDX}",
                u("couch came!! put together in 20 min"),
                a("That's fast. How does it look?"),
                u("great. cat already took a nap on it"),
                a("High praise."),
                u("whats the best way to clean the fabric if something spills"),
                a("Blot with water and a little dish soap, don't rub."),
            ),
        ),
        (
            Probe(
                "red wine on the couch, what's the model we bought so i can look up the care "
                "guide?",
                "Floyd",
                "rejection",
                f"2026-08-05T21:00:00{PDX}",
                4,
                stale=("Sven", "Nomad"),
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fm-en-sync-thursdays",
        "en",
        (
            s(
                f"2026-09-07T09:10:00{BER}",
                u("need to move our weekly team sync. it's mondays at 10 and it's a mess"),
                a("What's going wrong with Mondays?"),
                u(
                    "half the team is at client sites on mondays so i'm basically talking to "
                    "four people and a wall"
                ),
                a("That explains it. Which day has everyone in the office?"),
                u("thursdays mostly"),
                a("Want me to draft a note to the team?"),
                u("later. first coffee"),
            ),
            s(
                f"2026-09-09T14:00:00{BER}",
                u("ok send out the note, weekly sync is thursdays 10:30 from next week"),
                a(
                    "Draft: 'Hi all, from next week our weekly sync is on Thursdays at 10:30. "
                    "Same room, same agenda.' Good?"
                ),
                u("add that the notion agenda doc is the same link"),
                a("Added."),
                u("perfect thx. also book me a desk near the window tmrw"),
                a("Desk 4.12 by the window, booked for tomorrow."),
            ),
            s(
                f"2026-09-24T17:45:00{BER}",
                u("sync today was good. everyone there for once"),
                a("Glad to hear it. Anything to follow up on?"),
                u("jonas owes me the q4 roadmap by friday"),
                a("Reminder set for Friday morning to check on Jonas's Q4 roadmap."),
                u("and i need a gift for my sister's 30th, she likes pottery"),
                a(
                    "A pottery class voucher or a nice glaze set. There's a studio in Kreuzberg "
                    "that sells gift cards."
                ),
                u("class voucher. shes been wanting to try the wheel"),
            ),
        ),
        (
            Probe(
                "my new manager asked why our team sync isn't on mondays anymore, what do i tell "
                "her?",
                "client sites",
                "why",
                f"2026-10-05T09:00:00{BER}",
                4,
            ),
        ),
    ),
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fm-en-wedding-headcount",
        "en",
        (
            s(
                f"2026-01-18T15:00:00{AUS}",
                u("wedding planning brain dump incoming"),
                a("Ready. Go for it."),
                u(
                    "date is october 10, venue is the barn in dripping springs, we're at 140 "
                    "guests right now"
                ),
                a(
                    "Noted: October 10, Dripping Springs, 140 guests. Have you picked a caterer "
                    "yet?"
                ),
                u("no. tastings with two places in feb"),
                a(
                    "Good. Ask both about per-head pricing and what's included, like rentals "
                    "and service staff."
                ),
                u("ok. my mom keeps adding cousins ive never met lol"),
                a("Very normal. Maybe set a cap now before it grows."),
            ),
            s(
                f"2026-02-28T19:00:00{AUS}",
                u("the per head prices are insane. $95 a person at the cheaper one"),
                a("At 140 guests that's over $13,000 before tax and tip."),
                u("yeah no. we sat down and cut the list hard. 98"),
                a("So 98 guests? That brings food to about $9,300."),
                u("yes. mom is not speaking to me lol"),
                a("She'll come around by October. Want me to keep a master guest list?"),
                u("god yes"),
            ),
            s(
                f"2026-03-15T12:00:00{AUS}",
                u("dress fitting went great. cried a little"),
                a("That's lovely. When's the next fitting?"),
                u("august. also can u find me a florist who does wildflower stuff"),
                a(
                    "Petal Pushers in Dripping Springs and Bloom Theory in Austin both do loose, "
                    "wildflower-style arrangements."
                ),
                u("petal pushers is closer to the venue, lets start there"),
                a("Good call, fewer delivery fees. Want me to draft an inquiry?"),
                u("yes"),
            ),
        ),
        (
            Probe(
                "caterer needs a final count for the contract, how many people are we feeding?",
                "98 guests",
                "update",
                f"2026-03-25T10:00:00{AUS}",
                4,
                stale=("140 guests",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fm-en-derm-referral",
        "en",
        (
            s(
                f"2026-02-10T13:00:00{TOR}",
                u("i have this mole on my back that looks weird, my partner noticed it"),
                a("It's worth getting checked, especially if it has grown or looks uneven."),
                u(
                    "i found a dermatologist online, dr. lind at yorkville skin clinic, but the "
                    "waitlist is 5 months"
                ),
                a(
                    "That's long for something you're worried about. A GP referral often gets "
                    "triaged faster."
                ),
                u("ugh fine ill book my gp"),
                a("Good. Want a reminder tomorrow to call?"),
                u("yes"),
            ),
            s(
                f"2026-02-19T18:00:00{TOR}",
                u("saw my gp. she referred me to dr. okafor at sunnybrook, appt march 3"),
                a("That's much faster. Dr. Okafor at Sunnybrook, March 3."),
                u("she said its probably nothing but better safe"),
                a("That's reassuring. Take photos of it now so you have something to compare."),
                u("good idea. also i need a new winter coat, mine's falling apart"),
                a("End-of-season sales are starting, the Arc'teryx outlet usually has discounts."),
                u("arcteryx is more my budget lol. sort of"),
            ),
            s(
                f"2026-03-04T19:30:00{TOR}",
                u("derm appt done. she took a biopsy just to be sure"),
                a("How are you feeling about it?"),
                u("fine. results in 2 weeks"),
                a("I'll check in if you haven't heard back by the 18th."),
                u("yorkville skin clinic called, they have a cancellation next month lol"),
                a("You could keep it as a backup, or let them give it to someone else."),
                u("nah let someone else have it"),
            ),
        ),
        (
            Probe(
                "still no biopsy results, can u find the office for the skin doctor my GP sent "
                "me to?",
                "Okafor",
                "coreference",
                f"2026-03-20T11:00:00{TOR}",
                4,
                stale=("Dr. Lind",),
                resolves_to="Okafor",
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fm-en-fodmap-trial",
        "en",
        (
            s(
                f"2026-03-02T19:00:00{MEL}",
                u(
                    "can you recommend thai places around fitzroy? i eat pretty much anything, "
                    "the spicier the better"
                ),
                a("Try Jinda Thai in Abbotsford or Chin Chin in the city, both go properly hot."),
                u("jinda it is"),
                a("Book ahead on Friday nights, it fills up."),
                u("noted. also how do i revive my sourdough starter, its gone all grey"),
                a(
                    "Pour off the grey liquid, discard all but a tablespoon, and feed it twice a "
                    "day for a few days."
                ),
                u("rip lol"),
            ),
            s(
                f"2026-03-18T08:30:00{MEL}",
                u("gastro says my gut is cranky. doing low fodmap for 4 weeks, til april 15"),
                a(
                    "That's a strict one: no garlic, onion, wheat, most legumes, plus some "
                    "fruit. Want a shopping list?"
                ),
                u("no garlic or onion?? in what universe"),
                a("Garlic-infused oil is allowed, the FODMAPs don't carry into the oil."),
                u("ok that helps a lot"),
                a(
                    "Shopping list: rice, oats, firm tofu, eggs, carrots, zucchini, spinach, "
                    "garlic oil, lactose-free yoghurt."
                ),
                u("ty"),
            ),
            s(
                f"2026-04-05T12:00:00{MEL}",
                u("day 18 of no garlic. i dream about garlic bread"),
                a("Ten days to go. How's your gut feeling?"),
                u("better tbh. annoyingly"),
                a("That's useful for the gastro. Keep a food diary when you reintroduce things."),
                u("my sister's birthday is on the 12th, she wants yum cha"),
                a(
                    "Yum cha is tricky on low FODMAP: most dumplings have wheat wrappers and "
                    "garlic. Steamed rice rolls and plain rice are safer."
                ),
                u("ill survive"),
            ),
        ),
        (
            Probe(
                "picking a restaurant for friday with mates, anything i can't eat at the moment?",
                "pretty much anything",
                "ended",
                f"2026-05-01T12:00:00{MEL}",
                4,
                stale=("low fodmap",),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fm-en-maui-rental",
        "en",
        (
            s(
                f"2026-05-14T20:00:00{LA}",
                u("maui trip june 3-10, need a rental car from OGG"),
                a(
                    "Options for those dates: a Jeep Wrangler at $89/day, a Toyota Corolla at "
                    "$52/day, or a Mustang convertible at $115/day."
                ),
                u("the convertible lol no, i burn in like 5 min"),
                a("Ha, fair. Jeep or the sedan?"),
                u("do we even need a jeep for the road to hana"),
                a(
                    "No, the Road to Hana is paved. A Jeep only matters for the rough back side "
                    "past Kipahulu, which most rental contracts forbid anyway."
                ),
                u("then the cheap one is fine"),
                a("The Corolla comes to about $364 for the week before taxes. Book it?"),
                u("ya"),
                a("Booked, pickup at OGG on June 3. Confirmation HX-4471."),
            ),
            s(
                f"2026-05-20T21:30:00{LA}",
                u("what snorkel spots are good for total beginners"),
                a("Kapalua Bay and Napili Bay are calm in the mornings. Molokini is pricier."),
                u("molokini boat is $180 each. hmm"),
                a("Worth it if you go once. Book the early tour, the water's calmer."),
                u("ok. reef safe sunscreen too right"),
                a("Yes, Hawaii bans oxybenzone and octinoxate. Look for mineral zinc ones."),
                u("got it"),
            ),
        ),
        (
            Probe(
                "landing in maui tmrw, what car am i picking up at the airport?",
                "Corolla",
                "rejection",
                f"2026-06-02T20:00:00{LA}",
                3,
                stale=("Wrangler", "Mustang"),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    Scenario(
        "fm-en-pet-meds",
        "en",
        (
            s(
                f"2026-10-02T19:00:00{NY}",
                u("vet visit for miso today. hyperthyroid, so she's starting methimazole"),
                a("Poor Miso. What dose did they give her?"),
                u("2.5 mg twice a day, in a pill pocket"),
                a("Got it. They'll probably want to recheck her T4 in about 3 weeks."),
                u("yep oct 23"),
                a("Added the recheck for October 23."),
                u("she hates me rn"),
            ),
            s(
                f"2026-10-09T08:00:00{NY}",
                u("and now pepper is scratching like crazy. vet put him on apoquel"),
                a("Allergy season hits dogs hard. How much is he getting?"),
                u("16 mg once a day with breakfast"),
                a("Pepper: 16 mg every morning. Want one combined reminder for both animals?"),
                u("yes. i am running a pharmacy over here"),
                a("A very well-organized one."),
                u("lol. also whats a good dog shampoo for itchy skin"),
                a("An oatmeal shampoo, or ask the vet about a medicated one if there's infection."),
            ),
            s(
                f"2026-10-20T18:20:00{NY}",
                u("going to my brother's wedding in philly on the 31st, away 3 nights"),
                a("Congrats to him! Who's watching the animals?"),
                u("my friend jess is staying over"),
                a(
                    "She'll need the med schedule, the vet's number, and feeding amounts. Want me "
                    "to write it up closer to the date?"
                ),
                u("yes pls"),
                a("Will do, I'll have it ready by the 29th."),
            ),
        ),
        (
            Probe(
                "writing notes for jess the pet sitter, which meds does each animal get?",
                "methimazole",
                "distinct",
                f"2026-10-28T21:00:00{NY}",
                4,
                also=("apoquel",),
            ),
            Probe(
                "how much of his allergy pill does the dog get?",
                "16 mg once a day",
                "distinct",
                f"2026-10-28T21:05:00{NY}",
                4,
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    Scenario(
        "fm-en-november-trips",
        "en",
        (
            s(
                f"2026-10-26T10:00:00{SEA}",
                u("can u help me block out november"),
                a("Sure, what's on it?"),
                u(
                    "week of the 9th is normal, week of the 16th im in denver for the analytics "
                    "conference, flying out sunday the 15th"
                ),
                a("Noted: Denver, analytics conference, week of November 16, flying out the 15th."),
                u("then thanksgiving week i'm at my parents' in spokane, driving over the 25th"),
                a("Got it: Spokane for Thanksgiving, driving the 25th."),
                u("also dentist sometime if i can find a slot lol"),
                a("The week of the 9th is your only open one. Want me to look for slots?"),
                u("sure"),
            ),
            s(
                f"2026-11-04T17:30:00{SEA}",
                u("dentist booked, nov 10 at 8am"),
                a("Added: dentist November 10, 8am."),
                u("my boss wants me to present at the conference. 20 min slot"),
                a("Exciting! Do you know the topic?"),
                u("churn forecasting. ugh public speaking"),
                a("Want to do a dry run with me the weekend before?"),
                u("maybe. also need a gift for my mom, shes into puzzles"),
                a("A 1000-piece Cloudberries or Liberty wooden puzzle, both have gorgeous art."),
            ),
            s(
                f"2026-12-03T20:00:00{SEA}",
                u(
                    "back home. thanksgiving was nice, my dad fried a turkey and didn't burn the "
                    "garage down"
                ),
                a("A successful fry! How was the drive?"),
                u("snowy over snoqualmie. ok i need to do my expense report from last month"),
                a("I can help. What do you need?"),
                u("just the dates and city for each work trip"),
                a("Sure, one at a time?"),
                u("ya"),
            ),
        ),
        (
            Probe(
                "for the expense report: where was i the week of nov 16 and what was it for?",
                "analytics conference",
                "window",
                f"2026-12-03T20:15:00{SEA}",
                3,
                stale=("spokane",),
            ),
        ),
    ),
    # --- update -------------------------------------------------------------------------
    Scenario(
        "fm-en-piano-lessons",
        "en",
        (
            s(
                f"2026-09-01T16:00:00{DEN}",
                u("lily starts piano!! thursdays at 4 with mrs. hale, $35 a lesson"),
                a("Fun! Does she have something to practice on at home?"),
                u("my old yamaha keyboard from college lol"),
                a("That'll do for a start. Weighted keys are worth it eventually."),
                u("she's 7, lets see if she sticks with it first"),
                a("Very sensible."),
            ),
            s(
                f"2026-09-22T20:10:00{DEN}",
                u("mrs hale is retiring?? so lily's going to her student now, a guy named theo"),
                a("End of an era. Same day and time?"),
                u("tuesdays at 5:15, same price, at his apartment on pearl st"),
                a("Got it. Want me to move the reminder?"),
                u("yeah"),
                a("Done: Lily's piano, Tuesdays 5:15 on Pearl St."),
                u("also her school wants box tops lol is that still a thing"),
                a("It's an app now, you scan your receipts."),
            ),
            s(
                f"2026-10-07T12:00:00{DEN}",
                u("lily played hot cross buns for grandma on facetime. grandma sobbed"),
                a("That's adorable."),
                u("whats a halloween costume that works over a winter coat"),
                a("Anything with a hood: a bear, a penguin, an astronaut in a puffy suit."),
                u("she wants to be a penguin now so thanks for that lol"),
                a("Sorry about the sewing."),
            ),
        ),
        (
            Probe(
                "dentist has a slot for lily at 4:30, which weekday evening is piano so i "
                "don't double book?",
                "tuesdays at 5:15",
                "update",
                f"2026-10-12T09:00:00{DEN}",
                4,
                stale=("thursdays at 4",),
            ),
        ),
    ),
    # --- ended --------------------------------------------------------------------------
    Scenario(
        "fm-en-sister-staying",
        "en",
        (
            s(
                f"2026-06-01T09:30:00{LON}",
                u(
                    "need a better wfh setup. i work out of the back bedroom, it's my office w "
                    "the big monitor, but the chair is killing me"
                ),
                a(
                    "A decent chair makes a huge difference. A secondhand Herman Miller Aeron "
                    "goes for £300-400 on eBay."
                ),
                u("secondhand aeron sounds good"),
                a("Check it's a size B, that fits most people, and that the tilt lock works."),
                u("ok. weather is finally nice, bbq saturday"),
                a("Enjoy! Forecast says 24°C on Saturday."),
            ),
            s(
                f"2026-06-15T08:45:00{LON}",
                u(
                    "my sister's staying with us through the 28th while her flat gets "
                    "damp-proofed. she's got the back room"
                ),
                a("That's kind of you. Where are you working meanwhile?"),
                u("kitchen table. the wifi is awful in there"),
                a("A powerline adapter could fix the kitchen signal cheaply."),
                u("got one, £30"),
                a("Nice. Plug it straight into the wall, not an extension lead."),
                u("she also brought her cat, so now we have 2 cats and zero peace"),
            ),
            s(
                f"2026-06-22T19:00:00{LON}",
                u("aeron arrived! size b, tilt works"),
                a("Great find. Have you set it up?"),
                u("its just sitting in the hallway til my sis leaves lol"),
                a("Almost there."),
                u("what should i cook for her last night here"),
                a("A roast chicken with lemon and thyme. Hard to beat, easy for a crowd."),
                u("done"),
            ),
        ),
        (
            Probe(
                "big client call thursday, where should i set up so the wifi and monitor are "
                "sorted?",
                "back bedroom",
                "ended",
                f"2026-07-08T08:00:00{LON}",
                4,
                stale=("kitchen table",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fm-en-trip-style",
        "en",
        (
            s(
                f"2026-01-20T21:00:00{TOR}",
                u(
                    "winter is killing me. planning march break. we're beach people, "
                    "all-inclusive, swim-up bar, don't make me think"
                ),
                a(
                    "Classic options: Riviera Maya, Punta Cana or Varadero, all direct from "
                    "Pearson."
                ),
                u("punta cana, we did riviera maya last yr"),
                a("Want me to look at resorts with a kids' club?"),
                u("yes kids club is non negotiable"),
                a("Noted, I'll pull a few with good kids' clubs."),
            ),
            s(
                f"2026-06-04T20:30:00{TOR}",
                u("anyone ever tell you kids get bored at resorts after day 3"),
                a("It happens! Especially as they get older."),
                u(
                    "we did algonquin for the long weekend, rented a cabin, canoed, hiked. best "
                    "trip we've had in years"
                ),
                a("That sounds wonderful. How were the blackflies?"),
                u("brutal lol. didn't care"),
                a("That's the sign of a good trip."),
                u(
                    "honestly give me mountains and trails over a pool chair these days, even "
                    "the kids agree"
                ),
            ),
            s(
                f"2026-07-15T12:00:00{TOR}",
                u("my son broke his glasses at camp"),
                a("Oh no. Does he have a spare pair?"),
                u("no. costco optical can do them in a week"),
                a("Good option, and cheaper than most places."),
                u("also whats a good bday cake for a 10yo who hates chocolate"),
                a("Lemon cake with berries, or a funfetti cake. Kids love the sprinkles."),
            ),
        ),
        (
            Probe(
                "start brainstorming our fall family trip, what kind of place would we enjoy?",
                "mountains and trails",
                "preference",
                f"2026-08-01T20:00:00{TOR}",
                4,
                stale=("all-inclusive", "beach people"),
            ),
        ),
    ),
    # --- rejection ----------------------------------------------------------------------
    Scenario(
        "fm-en-daycare-pick",
        "en",
        (
            s(
                f"2026-04-13T20:00:00{MSP}",
                u("ok we have to pick a daycare for noah by june, im back at work in august"),
                a(
                    "Three near you with infant rooms: Bright Horizons on Lake St ($2,100/mo), "
                    "Sunnyside Learning ($1,650/mo, 8-month waitlist), and Little Acorns Co-op "
                    "($1,800/mo, parents volunteer 2 hours a month)."
                ),
                u("that waitlist is a no, we need august"),
                a("Makes sense. So Bright Horizons or the co-op?"),
                u("touring both thursday"),
                a("Ask about staff turnover and ratios, 1:4 is the standard for infants in MN."),
                u("good tip"),
            ),
            s(
                f"2026-04-17T19:30:00{MSP}",
                u("tours done. bright horizons felt like an airport. nice but huge"),
                a("And the co-op?"),
                u("loved the teachers, and the volunteer hours are fine honestly"),
                a("Sounds like you're leaning one way. Do they have an August spot?"),
                u("they do. deposit sent"),
                a("Congrats, that's a big one off the list. Start date?"),
                u("aug 3. im going to cry on the first day"),
                a("Everyone does."),
            ),
            s(
                f"2026-05-10T10:00:00{MSP}",
                u("noah rolled over!!"),
                a("Huge milestone! Both ways?"),
                u("just tummy to back so far"),
                a("The other way usually follows within a few weeks."),
                u("do i need to babyproof already"),
                a("Start with outlet covers and anchoring furniture; gates can wait a bit."),
            ),
        ),
        (
            Probe(
                "filling out noah's enrollment paperwork, what's the name of the daycare again?",
                "Little Acorns",
                "rejection",
                f"2026-05-20T20:00:00{MSP}",
                4,
                stale=("Bright Horizons", "Sunnyside"),
            ),
        ),
    ),
    # --- distinct -----------------------------------------------------------------------
    Scenario(
        "fm-en-two-cars",
        "en",
        (
            s(
                f"2026-03-05T18:00:00{PDX}",
                u("dmv sent the renewal for the civic, due june 30"),
                a("Noted: Civic registration due June 30. Want a reminder a month before?"),
                u("yes. it needs a DEQ test first right"),
                a("Yes, in the Portland area it needs an emissions test every two years first."),
                u("ugh ok"),
                a("The DEQ station on Sandy Blvd is usually quick on weekday mornings."),
            ),
            s(
                f"2026-03-19T12:00:00{PDX}",
                u("we bought ben's dad's old tacoma!! 2014, 120k miles"),
                a("Nice! Tacomas last forever. Did the title transfer go through?"),
                u("yes, and the registration on it runs out sept 15"),
                a("Added: Tacoma registration due in September."),
                u("ben already wants a roof tent lol"),
                a("Of course he does. They start around $1,500."),
                u("not this year buddy"),
            ),
            s(
                f"2026-04-02T08:00:00{PDX}",
                u("whats the tire pressure for the civic again"),
                a("Most Civics are 32 psi front and rear, check the sticker in the driver's door."),
                u("ty. the light came on this morning"),
                a("Cold mornings drop pressure a few psi, so that's probably it."),
                u("makes sense"),
                a("Most gas stations have an air pump, often free with a purchase."),
            ),
        ),
        (
            Probe(
                "doing all the car paperwork in one go, when do the registrations run out on both "
                "vehicles?",
                "june 30",
                "distinct",
                f"2026-04-10T19:00:00{PDX}",
                4,
                also=("sept 15",),
            ),
        ),
    ),
    # --- coreference --------------------------------------------------------------------
    Scenario(
        "fm-en-anniversary-spot",
        "en",
        (
            s(
                f"2026-03-08T22:00:00{NY}",
                u(
                    "best anniversary dinner ever tonight. lucca on bleecker, they put a little "
                    "candle in the tiramisu"
                ),
                a("That's so sweet. Happy anniversary! What did you have?"),
                u("cacio e pepe and some insane veal thing. 5 years!"),
                a("Five years, congratulations. Sounds like a place worth remembering."),
                u("def going back"),
                a("I'll keep it in mind for next year."),
            ),
            s(
                f"2026-04-14T13:00:00{NY}",
                u(
                    "bday lunch for my coworker at tavola in hell's kitchen today. pasta was "
                    "fine, service slooow"
                ),
                a("Slow service at lunch is a killer. Did you make it back on time?"),
                u("barely. also need a sunday brunch spot for 6"),
                a("Jack's Wife Freda or Buvette, though Buvette won't fit 6 easily."),
                u("jack's wife freda, booking it"),
                a("Sunday brunch for 6 at Jack's Wife Freda, good choice."),
            ),
            s(
                f"2026-05-20T18:30:00{NY}",
                u("my parents are in town in june, want to take them somewhere nice"),
                a("How many people, and which night?"),
                u("4 of us, saturday the 13th"),
                a("Any cuisine they love?"),
                u("italian, always"),
                a("Got it. Want me to shortlist a few?"),
                u("let me ask my wife first"),
            ),
        ),
        (
            Probe(
                "let's take my parents to the place we did our anniversary dinner, can you find "
                "their number?",
                "lucca",
                "coreference",
                f"2026-05-23T10:00:00{NY}",
                4,
                stale=("tavola",),
                resolves_to="Lucca",
            ),
        ),
    ),
    # --- why ----------------------------------------------------------------------------
    Scenario(
        "fm-en-dog-food-switch",
        "en",
        (
            s(
                f"2026-07-06T18:00:00{AUS}",
                u("biscuit won't stop scratching and licking his paws, it's keeping us up"),
                a("Poor guy. Any redness or hair loss?"),
                u("red between his toes"),
                a(
                    "Could be environmental allergies or food. Worth a vet visit if it's "
                    "keeping everyone awake."
                ),
                u("booked for thursday"),
                a("Bring a list of everything he eats, treats included."),
            ),
            s(
                f"2026-07-09T17:30:00{AUS}",
                u("vet thinks it's a chicken allergy. super common apparently"),
                a("It is, one of the most common ones in dogs. What did she suggest?"),
                u("8 week elimination trial, nothing with poultry, even treats"),
                a("Standard approach. The tricky part is treats and dental chews."),
                u("ugh his favorite jerky is the bird kind"),
                a("Freeze-dried salmon treats are a good swap."),
            ),
            s(
                f"2026-07-11T12:15:00{AUS}",
                u("got him the purina pro plan salmon & rice, the big bag"),
                a("Good pick. Mix it in gradually over 7 days so his stomach has time to adjust."),
                u("already started. he's suspicious"),
                a("Ha, he'll come around."),
                u("also the backyard grass is all dead, should i water more or is it just texas"),
                a("Mostly Texas in July. Water deeply once or twice a week, early morning."),
            ),
        ),
        (
            Probe(
                "my husband asked why biscuit is on the salmon kibble now, what was the reason?",
                "chicken allergy",
                "why",
                f"2026-07-25T19:00:00{AUS}",
                4,
            ),
        ),
    ),
    # --- window -------------------------------------------------------------------------
    Scenario(
        "fm-en-bp-readings",
        "en",
        (
            s(
                f"2026-01-22T07:30:00{CHI}",
                u("home bp cuff readings this week are bad. averaging like 148/95"),
                a("That's high. Are you sitting, resting 5 minutes first, arm at heart level?"),
                u("yes yes i read the manual lol"),
                a("Then it's worth seeing your doctor soon rather than waiting."),
                u("appt next tues"),
                a("Bring your log of readings, it helps more than one in-office number."),
                u("ok"),
            ),
            s(
                f"2026-01-28T18:00:00{CHI}",
                u("doctor started me on lisinopril 10 mg"),
                a("Common first choice. Some people get a dry cough, tell her if that happens."),
                u("and cut salt. goodbye ramen"),
                a("Low-sodium broth with fresh noodles gets you most of the way there."),
                u("ok thats fair"),
                a("Want a reminder to take it every morning?"),
                u("yes 8am"),
            ),
            s(
                f"2026-04-15T19:00:00{CHI}",
                u("good news, readings this month are around 126/82"),
                a("That's a big improvement. The meds and the salt cutting are working."),
                u("feel kinda smug about it"),
                a("You earned it."),
                u("going to the cubs home opener friday too"),
                a("Bundle up, April at Wrigley can be freezing."),
            ),
        ),
        (
            Probe(
                "insurance form wants my blood pressure from before i started meds, what was it "
                "in january?",
                "148/95",
                "window",
                f"2026-04-25T10:00:00{CHI}",
                4,
                stale=("126/82",),
            ),
        ),
    ),
    # --- preference ---------------------------------------------------------------------
    Scenario(
        "fm-en-early-classes",
        "en",
        (
            s(
                f"2026-02-02T19:30:00{SEA}",
                u("joined orangetheory! going after work, the 6:15pm class works best for me"),
                a("Nice! How many days a week?"),
                u("3. mon wed fri"),
                a("I'll keep those evenings clear."),
                u("my heart rate monitor thing keeps sliding off"),
                a("Wear it higher on the forearm, just below the elbow, and snug."),
            ),
            s(
                f"2026-03-16T06:40:00{SEA}",
                u("ok 5:30am class people are a different breed"),
                a("You went to the early one?"),
                u(
                    "been doing the 5:30 for like 3 weeks. by 6pm my brain is soup and i just "
                    "wanna go home"
                ),
                a("Makes sense. Morning workouts stick better for a lot of people."),
                u("and traffic is nothing at 6:30am"),
                a("Big perk."),
                u("is oatmeal better before or after"),
                a("A small snack before, like half a banana, and the oatmeal after."),
            ),
            s(
                f"2026-04-01T20:00:00{SEA}",
                u("my coworker keeps microwaving fish"),
                a("A timeless office crime."),
                u("should i say something"),
                a("A light note to the whole team about the microwave avoids singling anyone out."),
                u("lol coward approach, i love it"),
                a("Plausible deniability for everyone."),
            ),
        ),
        (
            Probe(
                "book my orangetheory classes for next week at my usual time",
                "5:30",
                "preference",
                f"2026-04-05T12:00:00{SEA}",
                4,
                stale=("6:15pm",),
            ),
        ),
    ),
)
