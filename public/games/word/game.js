// Word Guess: a Wordle-style five-letter guessing game, plus an anagram round and a timed
// anagram race. DOM-only (no canvas): the grid, keyboard and letter tiles are buttons and divs.
(() => {
  'use strict';

  const SLUG = 'word';
  const V = Kit.variant(['guess', 'anagram', 'timed']);
  const MODE = V.mode;

  // ---- word lists -------------------------------------------------------------------
  // Answers are common, family-friendly words; EXTRA only widens what counts as a real guess.
  const ANSWERS = 'about above actor adult after again agree ahead alarm album alert alive allow alone along angel anger angle apple apply arena argue arise array arrow aside asset audio award aware bacon badge baker basic basin batch beach beard beast begin being belly bench berry birth black blade blame blank blast blend bless blind block bloom board boast bonus boost booth brain brand brave bread break brick bride brief bring broad brook brown brush build bunch burst buyer cabin cable camel candy canoe cargo carry catch cause chain chair chalk charm chart chase cheap check cheek cheer chess chest chick chief child chill choir civic claim class clean clear clerk click cliff climb clock close cloth cloud coach coast cocoa color comet coral count court cover craft crane crash cream creek crisp crowd crown crumb crust curve cycle daily dairy dance delay depth diary dizzy dough draft drain drama dream dress drink drive eager eagle early earth eight elbow elder empty enjoy enter entry equal error event every exact extra fable faint fairy faith false fancy feast fence ferry fever field fifty fight final first flame flash fleet float flock flood floor flour fluid flute focus force forge forth forty forum found frame fresh front frost fruit funny giant glass globe glory glove grace grade grain grand grape grass great green greet grill group grove guard guess guest guide habit happy harsh heart heavy hedge hello hobby honey horse hotel house human humor hurry ideal image index inner input issue ivory jelly jewel joint judge juice kayak knife knock koala label labor large laser later laugh layer learn lemon level light limit linen local lodge logic lucky lunch magic major mango maple march match mayor medal melon metal meter minor mixer model money month moral motor mouse mouth movie music nerve never noble noise north novel nurse ocean offer often olive onion opera orbit order other otter owner paint panda panel paper party pasta patch peace peach pearl pedal penny piano piece pilot pitch pizza place plain plane plant plate plaza point polar pound power press price pride prime print prize proof proud pupil puppy queen quest quick quiet quilt radio rainy raise ranch range rapid raven reach ready relax reply rider ridge right river roast robin robot rocky round route royal ruler rural salad sauce scale scarf scene scoop score scout sense serve seven shade shape share shark sharp sheep shelf shell shine shirt shore short shout sight silly skate skill skirt sleep slice slide slope smart smile smoke snack snail snake solar solid sound south space spare spark speak speed spell spend spice spine spoon sport spray squad stack staff stage stair stamp stand start state steam steel stick still stone store storm story stove straw strip study sugar sunny super swamp sweet swift swing sword table taste teach teeth thank theme thick thing think three throw thumb tiger toast today token topic torch total touch tower track trade trail train treat trend trial tribe trick truck trunk trust truth tulip twice uncle under unity upper urban usual valid value video visit vital vivid voice wagon watch water whale wheat wheel while white whole witty woman world worth write yacht young youth zebra'.split(' ');
  const EXTRA = 'abaci aback abate abbey abbot abets abhor abide abler abode abort abuse abyss ached aches acids acing acorn acres acrid acted acute adage adapt added adept admit adobe adopt adore adorn aeons affix afoot agent agile aging aglow agony aided aides ailed aimed aired aisle algae alias alibi alien align alike aline allay alley allot alloy aloft aloof aloud alpha altar alter altho altos amass amaze amber amble ameba ameer amend amirs amiss among ample amply amuck amuse angry angst ankle annex annoy annul antic anvil aorta apart aping appal apron apter aptly arbor arced ardor areas arias armed armor aroma arose arson ashed ashen ashes asked askew aspen atlas atoms atone attic audit aunts aurae aural auras autos avail avert avoid avows await awake awful awing awoke axing axiom axles azure babes backs badly bagel baggy bails baits baked bakes balds baled bales balks balls balms balmy banal bands bandy bangs banjo banks barbs bards bared barer bares barge barks barns baron based baser bases basil basis basks baste bathe baths baton bauds bawdy bawls bayed bayou beads beady beaks beams beans bears beats beech beefs beefy beets befit began begun beige belch belie bells below belts bends bents beret berth beset bests bible bided bides bigot biked bikes bills binds bingo biped birch birds bison bites blabs bland blare blaze bleak bleat bleed blent blest blimp blink blips bliss blitz blobs blocs blogs blond blood blots blown blows blued bluer blues bluff blunt blurb blurs blurt blush boars boats boded bodes bogus boils bolts bombs bonds boned bones boney booed books booms boons boors boots booty bored bores borne bosom bossy botch bough bound bouts bowed bowel bowls boxed boxer boxes brace brags braid brake brash brass brats bravo brawl brawn brays breed brews bribe brims brine brink briny brisk broil broke brood broom broth brows brunt brusk brute bucks buddy budge buffs buggy bugle built bulbs bulge bulks bulky bulls bully bumps bumpy bunks bunny buoys burly burns burnt burps burro burrs bused buses bushy busts butte buxom bytes byway cacao cache cacti caddy cadet caged cages cagey caked cakes calfs calks calls calms calve cameo camps canal caned canes canny canon caped caper capes carat cards cared cares carol carps carts carve cased cases casks caste casts cater caulk caved caves cawed cease cedar ceded cedes celli cello cells cents chafe chaff champ chant chaos chaps chapt chars chasm chats cheat cheep chefs chews chewy chide chile chili chime chimp china chink chins chips chirp choke chops chord chore chose chows chuck chugs chums chunk churn chute cider cigar cinch circa cited cites civil clack clamp clams clang clank clans claps clash clasp claws cleat clefs cleft clime cling clink clips clipt cloak clods clogs clone clots clout clove clown clubs cluck clued clues clump clung clvii clxii clxiv clxix clxvi coals coats cobra coded codes coils coins coked cokes colds colic colon colts comas combs comes comic comma cones cooed cooks cooky cools coops coped copes cords cored cores corks corns corny corps costs couch cough could coups coves covet cowed cower coyer crabs crack crags cramp crams crank crass crate crave crawl craze crazy creak creed creep crepe crept crest crews cribs cried cries crime croak croci crock crony crook croon crops cross crows crude cruel crush crypt cubed cubes cubic cuffs cuing culls cults curbs curds cured cures curio curls curly curry curse curst cuter cynic cysts czars daddy daisy dally dames damps dandy dared dares darns darts dated dates datum daubs daunt dawns dazed dazes deals dealt deans dears death debit debts debug debut decay decks decoy decry deeds deems deeps deers defer deify deign deity delis delta delve demon denim dense dents depot desks deter devil dials diced dices diets digit diked dikes dills dimer dimes dimly dined diner dines dingy direr dirge dirty disco discs disks ditch ditto ditty dived diver dives docks dodge doers dogma doily doing doled doles dolls dolly domed domes donor donut dooms doors doped dopes dopey dosed doses doted dotes doubt douse doves dowdy downs downy dowry dozed dozen dozes drabs drags drank drape drawl drawn draws dread dregs dried drier dries drift drill drily drips droll drone drool droop drops dross drove drown drums dryer dryly ducks ducts duded dudes duels duets dukes dulls dully dummy dumps dumpy dunce dunes dungs dunks dunno duped dupes dusky dusts dusty duvet dwarf dwell dwelt dying earls earns eased easel eases eaten eater eaves ebbed ebony echos edged edger edges edict edits eerie egged eject eking elect elegy elite elope elude elves email embed ember emirs emits enact ended endow enemy enrol ensue envoy epics epoch equip erase erect erode erred erupt essay ether ethic ethos evade evens evict evils evoke exalt exams excel exert exile exist exits expel extol exude exult eying faced faces facet facts faded fades fails fairs faked fakes falls famed fangs farce fared fares farms fasts fatal fated fates fatty fault fauna favor fawns fazed fazes fears feats feces feeds feels feign feint fells felon felts fends ferns fetch feted fetid fetus feuds fewer fezes fiber fiche fiend fiery fifth filch filed files filet fills filly films filmy filth finch finds fined finer fines fired fires firms fishy fists fiver fives fixed fixes fizzy flags flail flair flake flaky flank flaps flare flask flats flaws fleas fleck flees flesh flick flied flier flies fling flint flips flirt flits flogs flops flora floss flout flown flows flues fluff fluke flung flunk flush flyer foals foams foamy focal fogey foggy foils foist folds folks folly fonts foods fools foots foray fords fores forgo forks forms forte forts fouls fount fours fowls foxed foxes foyer frail franc frank fraud frays freak freed freer frees frets friar fried fries frill frisk frock frogs frond froth frown froze fudge fuels fulls fully fumed fumes funds fungi furls furor furry fused fuses fussy fuzed fuzes fuzzy gable gaged gages gaily gains gaits galas gales galls gamed gamer games gamma gamut gangs gaped gapes garbs gases gasps gated gates gaudy gauge gaunt gauze gavel gawks gawky gazed gazes gears geese gelds genes genie genii genre gents genus germs ghost ghoul gibed gibes giddy gifts gilds gills gilts gimme girls girth given gives glade glads gland glare glaze gleam glean glens glide glint gloat gloom gloss glows glued glues gluts gnarl gnash gnats gnawn gnaws gnome goads goals goats godly going golds golfs goner gongs gonna goods goody gooey goofs goofy goons goose gored gores gorge gouge gourd gowns grabs graft grams grant graph grasp grate grave gravy grays graze greed greys grids grief grime grimy grind grins gripe grips grits groan groin groom grope gross growl grown grows grubs gruel gruff grunt guild guile guilt guise gulch gulfs gulls gully gulps gummy guppy gurus gusts gusty guyed gybed gybes hacks hails hairs hairy haled haler hales halls halon halos halts halve hands handy hangs hardy hared harem hares harks harms harps harry harts haste hasty hatch hated hates hauls haunt haven haves havoc hawks hayed hazed hazel hazes heads heady heals heaps heard hears heath heats heave heeds heels hefty heirs helms helps hence herbs herds heron heros hewed hicks hided hides highs hiked hiker hikes hills hilly hilts hinds hinge hints hippy hired hires hitch hived hives hoard hobos hocks hoist holds holed holes holly homed homes homey homie honed hones honks honor hoods hoofs hooks hoops hoots hoped hopes horde horns hosed hoses hosts hotly hound hours hovel hover howls huffs huffy huger hulks hulls humid humps hunch hunks hunts hurls hurts husks husky hutch hyena hymns icier icing icons ideas idiom idiot idled idler idles idols igloo ikons imbed impel imply inane incur inept inert infer infix inked inlay inlet inter iotas irate irked irons irony isles itchy items ivies jacks jaded jades jails jambs jaunt jawed jeans jeers jells jerks jerky jests jetty jibed jibes jiffy jilts joins joked joker jokes jolly jolts joyed juicy jumbo jumps jumpy junks junky junta juror karat keels keens keeps keyed khaki kicks kilns kilos kilts kinda kinds kings kinks kiosk kited kites kitty kiwis knack knead kneed kneel knees knelt knits knobs knoll knots known knows kudos laced laces lacks laded laden lades ladle lager lairs lakes lambs lamed lamer lames lamps lance lands lanes lanky lapel lapse lards larks larva lasts latch latex lathe laths lauds lawns laxer leach leads leafs leafy leaks leaky leans leaps leapt lease leash least leave ledge leech leeks leers leery lefts legal lemme lends leper letup levee lever liars libel licks lifts liked liken liker likes lilac lilts limbo limbs limed limes limps lined liner lines lingo links lions lisps lists liter lithe lived liven liver lives livid llama loads loafs loans loath lobby lobes locks lofts lofty loins lolls longs looks looms loons loony loops loose loots loped lopes lords lorry loser loses lotus louse lousy loved lover loves lowed lower lowly loyal lucid lucks lulls lumps lumpy lunar lunge lungs lupin lurch lured lures lurid lurks lutes lxvii lying lymph lynch lyres lyric maced maces macho madam madly maids mails maims mains maize maker makes males malls malts mamas mamma manes mange mangy mania manic manly manor mares maria marks marry marsh marts masks mason masts mated mates matte matts mauls mauve maxim maybe mazes meals mealy means meant meats media meets melts memos mends menus meows mercy meres merge merit merry messy meted metes metro mewed miaow midst miens might miked mikes miles milks milky mills mimed mimes mimic mince minds mined miner mines minks mints minus mired mires mirth miser mists misty mites mitts mixed mixes moans moats mocks modal modes moist molar molds moldy moles molts momma monks moods moody mooed moons moors moose moots moped mopes morns moron mossy motel moths motif motto mound mount mourn mousy moved mover moves mowed mower mucks mucus muddy muffs muggy mulch mules mulls multi mummy mumps munch mural murky mused muses mushy musts musty muted muter mutes mutts myths nails naive named names napes nappy nasal nasty natty naval navel nears necks needs needy neigh nests newer newly newsy newts nicer niche nicks niece nifty night nines ninny ninth nippy nites nobly nodes noisy nomad nooks noose norms nosed noses nosey notch noted notes nouns nudge nulls numbs nutty nylon nymph oared oases oasis oaths obese obeys oboes occur octal odder oddly odors offed ogled ogles ogres oiled okays okras olden older omega omens omits onset oozed oozes opals opens opted optic orals organ ought ounce ousts outdo outed outer ovals ovary ovens overs overt owing owned oxide ozone paced paces packs pacts paddy pagan paged pager pages pails pains pairs paled paler pales palls palms panes pangs panic pansy pants panty papal papas parch pared pares parka parks parse parts paste pasts pasty pates paths patio patty pause paved paves pawed pawns payed payer peaks peals pears pease pecan pecks peeks peels peeps peers peeve pelts penal pence pends penes peons peony perch peril perks perky pesky pests petal peter petty phase phone phony photo picks picky piers piety piked pikes piled piles pills pinch pined pines pinks pints pious piped pipes pique pithy pivot pixie plaid plank plans plays plead pleas pleat plied plies plods plops plots plows ploys pluck plugs plumb plume plump plums plush poach podia poems poets poise poked poker pokes pokey poled poles polio polka polls polyp ponds pools poops poppy porch pored pores ports posed poses posts pouch pours pouts prank prawn prays preen preys pried pries primp prior prism privy probe prods proms prone prong props prose prove prowl prows proxy prude prune psalm psych pucks pudgy puffs puffy pulls pulps pulse pumas pumps punch punks punts puree purer purge purrs purse pushy putts putty pyres quack quail quake qualm quark quart quash quays quell query queue quill quips quirk quite quits quota quote rabbi rabid raced racer races racks radar radii rafts raged rages raids rails rains raked rakes rally ramps ranks rants rared rarer rares rasps rated rates ratio ratty raved ravel raves rawer rayon razed razes razor react reads realm reals reams reaps rears rebel rebut recap recta recur redid reeds reefs reeks reels refer regal reign reins relay relic remit rends renew rents repay repel reset resin rests retch retry reuse revel revue rhino rhyme riced rices rides rifer rifle rifts rigid rigor riled riles rinds rings rinks rinse riots ripen riper risen riser rises risks risky rites rival rivet roach roads roams roars robed robes rocks rodeo rogue roles rolls roman romps roofs rooks rooms roomy roost roots roped ropes roses rotor rouge rough rouse routs rowdy rowed ruddy ruder ruffs rugby ruing ruins ruled rules rummy rumor runes rungs runny runts ruses rusts rusty saber sabre sacks sades sadly safer safes sagas sager sages sails saint sales sally salon salts salty salve sames sands sandy saner saree saris sassy satin saucy sauna saved saver saves savor savvy sawed scabs scald scalp scaly scans scant scare scars scary scent scoff scold scoot scope scorn scour scowl scram scrap screw scrub scuff seals seams sears seats sects sedan seeds seedy seeks seems seeps seize sells sends serum sever sewed sewer shack shady shaft shake shaky shall shame shams shave shawl sheaf shear sheds sheen sheer sheet sheik shied shies shift shins shiny ships shire shirk shoal shock shoed shoes shone shook shoon shoos shoot shops shorn shots shove shown shows showy shred shrew shrub shrug shuck shuns shunt shuts shyer sicks sided sides sidle siege sieve sifts sighs sigma signs silks sills silos silts since sinew singe sings sinks sinus sired siren sires sirup sissy sited sites sixes sixth sixty sized sizer sizes skein skews skids skied skies skimp skims skins skips skits skulk skull skunk skyed slabs slack slake slams slang slant slaps slash slate slats slave slays sleds sleek sleet slept slews slick slier slily slime slims slimy sling slink slips slits slobs slogs slops slosh sloth slots slows slugs slump slums slung slunk slurs slush slyer slyly smack small smash smear smell smelt smirk smite smith smock smoky smote smuts snags snaps snare snarl sneak sneer snide sniff snipe snips snobs snoop snore snort snots snout snows snowy snubs snuck snuff snugs soaks soaps soapy soars sober socks sodas sofas soggy soils soled soles solos solve songs sonic sooty sorer sores sorry sorta sorts souls soups sours sowed spade spank spans spars spasm spate spats spawn spays spear speck spelt spent spews spicy spied spies spike spill spilt spins spire spite spits splat split spoil spoke spoof spook spool spore spots spout spree sprig spuds spunk spurn spurs spurt squat squid stabs stags staid stain stake stale stalk stall stank stare stark stars stave stays steak steal steep steer stems steps stern stews stiff sting stink stint stirs stock stoke stole stomp stony stood stool stoop stops stork stout stows strap stray strew strum strut stubs stuck studs stuff stump stung stunk stuns stunt style suave sucks suede suing suite suits sulks sulky sunup surer surfs surge surly swabs swans swaps swarm swats sways swear sweat sweep swell swept swigs swill swims swine swipe swirl swish swoon swoop swore sworn swung syrup tabby taboo tabus tacit tacks tacky tacos tails taint taken taker takes tales talks tally talon tamed tamer tames tango tangs tanks taped taper tapes tardy tarry tarts tasks tasty tatty taunt tawny taxed taxes taxis teaks teams tears tease teats teems teens tells tempi tempo tempt tends tenet tenor tense tenth tents tepee tepid terms terse tests texts thaws theft their there these theta thief thigh thins third thong thorn those thous threw throb thuds thugs thump thyme tiara ticks tidal tided tides tiers tiffs tight tilde tiled tiles tills tilts timed timer times timid tinge tings tinny tints tipis tipsy tired tires title toads toffy togae togas toils tolls tombs tomes tonal toned tones tongs tonic tonne tools tooth toots topaz torsi torso toted totem totes tough tours touts towed towel towns toxic toxin toyed trace tract trait traps trash trawl trays tread treed trees treks tried tries trill trims trios tripe trips trite troll troop trots trout truce trued truer trues truly trump tsars tubas tubed tubes tucks tufts tummy tumor tunas tuned tuner tunes tunic turfs turns tusks tutor twang tweak tweed tweet twigs twine twins twirl twist tying typed types tzars udder ulcer ultra uncut undid undue unfit unify union unite units unman unsay unset untie until upend upped upset urged urges urine usage users usher using usurp uteri utter vacua vague valet valor valve vanes vapor vases vasts vault veers veils veins vends venom vents venue verbs verge verse verve vests vexed vexes vials vicar viced vices views vigil vigor viler villa vines vinyl viola viper viral virus visas vised vises visor vista vizor vocal vogue voids volts voted voter votes vouch vowed vowel vying waded wades wafer wafts waged wager wages waifs wails waist waits waive waked waken wakes walks walls waltz wands waned wanes wanna wants wards warms warns warps warts wasps waste watts waved waver waves waxed waxes weans wears weary weave wedge weeds weedy weeks weeps weest weigh weird welds wells welts whack wharf whats whens where whets which whiff whims whine whips whirl whirr whirs whisk whizz whoop whose wicks widen wider widow width wield wilds wills wilts wince winch winds windy wined wines wings winks wiped wiper wipes wired wires wiser wises wisps wispy witch wives wizes woken wolfs wombs women woods woody wooed woofs wooly words wordy works worms worry worse worst would wound woven wowed wraps wrapt wrath wreak wreck wrens wrest wrier wring wrist writs wrong wrote wrung wryer xcvii xviii xxiii xxvii xxxii xxxiv xxxix xxxvi yacks yanks yards yarns yawns yearn years yeast yells yelps yeses yield yocks yodel yoked yokel yokes yolks yours yowls yucks zeros zests zincs zombi zoned zones zooms';
  // Anagram words, each with any other words its letters spell ("bear/bare" accepts both).
  const ANAGRAMS = 'animal autumn baby ball balloon banana bank basket battery bear/bare bell bird blanket boat book bottle bridge bright brother button cabbage cake calm/clam camera candle/lanced captain card carrot cartoon castle/cleats cheese chicken circle/cleric city clay/lacy coin/icon cook cookie corn cottage cotton country curtain desk diamond doctor dolphin door/odor dragon duck evening example factory family farm farmer fashion feather fish flag flower forest/fortes/foster/softer forward friend frog gallery/allergy/largely game garden/danger/gander/ranged general/enlarge gift ginger giraffe girl goat/toga gold guitar hammer hand helmet hill holiday home husband island jacket journey jump jungle kitchen/thicken kite kitten ladder/larded lamp/palm leaf/flea library lion/loin lizard machine market meadow milk mirror mission monkey monster/mentors moon morning mustard natural nest/nets/sent/tens network number orange orchard package painter/pertain panther park parrot partner peacock pencil penguin people pepper picture pilgrim pillow planet pocket popcorn potato present/repents/serpent pumpkin puzzle rabbit rain rainbow ring/grin road rock/cork rocket rose/ores/roes/sore sand sandals school science seaside/disease shadow shelter ship/hips shoe/hoes/hose silver/livers/sliver sing/gins/sign sister/resist snow/owns/sown song spider/prides spring square star/arts/rats/tars/tsar street/setter/tester student/stunted summer sunset surface swim table/bleat teacher tennis thunder ticket tomato tonight tractor traffic travel tree trumpet turtle uniform valley village vitamin wallet weather/wreathe welcome whistle wind window winter wolf/flow/fowl wonder yard yellow about above actor adult after again agree/eager ahead alarm album alert/alter/later alive allow alone along angel/angle/glean anger/range angle/angel/glean apple apply arena argue arise/raise array arrow aside/aides/ideas asset/seats audio award aware bacon badge baker/brake/break basic basin batch beach beard/bared/bread beast/abets/baste/beats begin/being being/begin belly bench berry birth black blade/baled blame/amble blank blast blend bless blind block bloom board/broad boast/boats bonus boost/boots booth brain brand brave bread/bared/beard break/baker/brake brick bride brief/fiber bring broad/board brook brown brush/shrub build bunch burst buyer cabin cable camel candy canoe/ocean cargo carry catch cause/sauce chain/china chair chalk charm/march chart chase/aches cheap/peach check cheek cheer chess chest chick chief/fiche child chill choir civic claim class clean/lance clear clerk click cliff climb clock close cloth cloud/could coach coast/coats/tacos cocoa color comet coral/carol count court cover craft crane crash/chars cream creek crisp crowd crown crumb crust/curst curve cycle daily dairy/diary dance/caned delay depth diary/dairy dizzy dough draft drain drama dream/armed dress drink drive/diver eager/agree eagle early/layer/relay earth/heart eight elbow/below/bowel elder empty enjoy enter entry equal error event every exact extra fable faint fairy faith false/fleas/leafs fancy feast/fates/feats fence ferry fever field/filed/flied fifty fight final first/rifts flame flash fleet float/aloft flock flood floor flour fluid flute focus force forge forth/froth forty forum found frame fresh front frost/forts fruit funny giant glass globe glory glove grace grade/raged grain grand grape/pager grass great/grate green/genre greet grill group grove guard guess guest guide habit happy harsh heart/earth heavy hedge hello hobby honey horse/heros/shore hotel house human humor hurry ideal/ailed image index inner input issue ivory jelly jewel joint judge juice kayak knife knock koala label labor large/glare/lager/regal laser/earls/reals later/alert/alter laugh layer/early/relay learn lemon/melon level light limit linen local lodge/ogled logic lucky lunch magic major mango/among maple/ample march/charm match mayor medal/lamed melon/lemon metal meter minor mixer model money month moral/molar motor mouse mouth movie music nerve/never never/nerve noble noise north/thorn novel nurse/runes ocean/canoe offer often olive onion opera orbit order other otter owner paint panda panel/penal/plane paper party pasta patch/chapt peace peach/cheap pearl/paler pedal/paled/plead penny piano piece pilot pitch pizza place plain plane/panel/penal plant plate/leapt/petal/pleat plaza point polar pound power press price pride/pried prime print prize proof proud pupil puppy queen quest quick quiet/quite quilt radio rainy raise/arise ranch range/anger rapid raven reach ready relax/laxer reply rider/direr/drier ridge/dirge right/girth river roast/sorta robin robot rocky round route/outer royal ruler rural salad sauce/cause scale/laces scarf scene scoop/coops score/cores scout sense serve/sever/veers/verse seven/evens shade/ashed/heads shape/heaps/phase share/hares/hears/shear shark/harks sharp/harps sheep shelf/flesh shell shine shirt shore/heros/horse short shout/south/thous sight silly/slily skate/stake/steak/takes/teaks skill skirt sleep/peels slice slide/delis/idles/sidle slope/lopes/poles smart/marts smile/limes/miles/slime smoke snack snail/nails snake/sneak solar/orals solid/idols sound south/shout/thous space/capes/paces spare/pares/parse/pears/reaps/spear spark/parks speak/peaks speed/deeps spell spend/pends spice/epics spine/pines/snipe spoon/snoop sport/ports spray/prays squad stack/tacks staff stage/gates stair stamp stand start/tarts state/taste/teats steam/mates/meats/tames/teams steel/sleet stick/ticks still/lilts/tills stone/notes/onset/tones store storm story stove/votes straw/warts strip/trips study/dusty sugar sunny super/purse swamp sweet/weest swift swing/wings sword/words taste/state/teats teach/cheat teeth thank theme thick thing/night think three/ether/there throw/worth thumb tiger toast today token topic/optic torch total touch tower/wrote track trade/rated/tread trail/trial train treat trend trial/trail tribe trick truck trunk trust/strut truth tulip twice uncle under unity upper urban usual valid value video visit vital vivid voice wagon watch water whale wheat wheel while white whole witty woman world worth/throw write yacht young youth zebra'.split(' ').map((s) => s.split('/'));
  const ALLOWED = new Set(ANSWERS.concat(EXTRA.split(' ')));

  const TRIES = 6;
  const HINT_START = V.speed === 1; // slow: one letter of the answer is shown from the start
  const HARD = V.speed === 3; // fast: hard mode, found letters must be used again
  const CLOCK = [90, 60, 40][V.speed - 1];
  const ROUND_WORDS = 10;
  // Word lengths for an anagram round, shorter when slow, longer when fast.
  const ROUND_LENGTHS = [
    [4, 4, 4, 5, 5, 5, 5, 6, 6, 6],
    [4, 4, 5, 5, 5, 6, 6, 6, 7, 7],
    [5, 5, 5, 6, 6, 6, 7, 7, 7, 7],
  ][V.speed - 1];

  const $ = Kit.$;
  const overlay = $('#overlay');
  const scoreEl = $('#score');
  const bestEl = $('#best');
  const statusEl = $('#status');
  const pauseBtn = $('#pause');

  let state = 'ready'; // ready | playing | paused | over
  let score = 0;
  let last = 0;
  const used = new Set(); // answers already played this session, so words don't repeat

  const rand = (n) => Math.floor(Math.random() * n);

  function setScore(v) {
    score = v;
    scoreEl.textContent = String(score);
    PortalBridge.score(SLUG, score);
  }

  function pick(list, ok) {
    const fresh = list.filter((w) => ok(w) && !used.has(w));
    const pool = fresh.length ? fresh : list.filter(ok);
    const w = pool[rand(pool.length)];
    used.add(w);
    return w;
  }

  function flash(el, cls) {
    el.classList.remove(cls);
    void el.offsetWidth; // restart the animation
    el.classList.add(cls);
  }

  // =====================================================================================
  // Guess mode
  // =====================================================================================
  const G = {
    answer: '',
    rows: [], // submitted guesses
    cur: '',
    hint: -1, // index of the letter shown at the start (slow speed)
    keyState: {}, // letter -> 'g' | 'y' | 'x'
    tiles: [],
    rowEls: [],
    keys: {},
    msgEl: $('#guessMsg'),
  };

  function buildGuess() {
    const grid = $('#grid');
    for (let r = 0; r < TRIES; r++) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      const cells = [];
      for (let c = 0; c < 5; c++) {
        const t = document.createElement('div');
        t.className = 'tile';
        t.setAttribute('role', 'gridcell');
        row.appendChild(t);
        cells.push(t);
      }
      grid.appendChild(row);
      G.tiles.push(cells);
      G.rowEls.push(row);
    }
    const kb = $('#keyboard');
    const rows = ['qwertyuiop', 'asdfghjkl', '>zxcvbnm<'];
    for (const r of rows) {
      const row = document.createElement('div');
      row.className = 'krow';
      for (const ch of r) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'key';
        if (ch === '>') {
          b.classList.add('wide');
          b.textContent = Kit.t('Enter');
          b.setAttribute('aria-label', Kit.t('Check guess'));
          b.dataset.k = 'Enter';
        } else if (ch === '<') {
          b.classList.add('wide');
          b.setAttribute('aria-label', Kit.t('Delete letter'));
          b.dataset.k = 'Backspace';
          b.innerHTML = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-6-7zm3.5 3.5-1.4 1.4 2.1 2.1-2.1 2.1 1.4 1.4 2.1-2.1 2.1 2.1 1.4-1.4-2.1-2.1 2.1-2.1-1.4-1.4-2.1 2.1z"/></svg>';
        } else {
          b.textContent = ch;
          b.dataset.k = ch;
          G.keys[ch] = b;
        }
        row.appendChild(b);
      }
      kb.appendChild(row);
    }
    kb.addEventListener('click', (e) => {
      const b = e.target instanceof Element ? e.target.closest('button') : null;
      if (!b) return;
      b.blur();
      guessKey(b.dataset.k);
    });
  }

  function startGuess() {
    G.answer = pick(ANSWERS, () => true);
    G.rows = [];
    G.cur = '';
    G.keyState = {};
    G.hint = HINT_START ? rand(5) : -1;
    for (const k of Object.values(G.keys)) k.className = 'key';
    G.msgEl.textContent = '';
    renderGuess();
    statusEl.textContent = HINT_START
      ? Kit.t('Hint: letter {position} is {letter}', { position: G.hint + 1, letter: G.answer[G.hint].toUpperCase() })
      : HARD ? Kit.t('Hard mode: reuse every letter you find') : Kit.t('Guess the word in {tries} tries', { tries: TRIES });
  }

  function score5(guess, answer) {
    const res = Array(5).fill('x');
    const left = {};
    for (let i = 0; i < 5; i++) {
      if (guess[i] === answer[i]) res[i] = 'g';
      else left[answer[i]] = (left[answer[i]] || 0) + 1;
    }
    for (let i = 0; i < 5; i++) {
      if (res[i] === 'g') continue;
      if (left[guess[i]]) { res[i] = 'y'; left[guess[i]]--; }
    }
    return res;
  }

  function renderGuess(revealRow = -1) {
    for (let r = 0; r < TRIES; r++) {
      const done = G.rows[r];
      const text = done ? done.word : r === G.rows.length ? G.cur : '';
      for (let c = 0; c < 5; c++) {
        const t = G.tiles[r][c];
        const ch = text[c] || '';
        const showHint = !done && !ch && r === G.rows.length && c === G.hint && state !== 'over';
        t.textContent = showHint ? G.answer[c] : ch;
        let cls = 'tile';
        if (done) cls += ' ' + done.res[c] + (r === revealRow ? ' reveal' : '');
        else if (ch) cls += ' filled';
        else if (showHint) cls += ' hintpos';
        t.className = cls;
        if (r === revealRow) t.style.animationDelay = c * 90 + 'ms';
        const what = done ? { g: Kit.t('correct'), y: Kit.t('in the word'), x: Kit.t('not in the word') }[done.res[c]] : '';
        t.setAttribute('aria-label', ch ? `${ch.toUpperCase()}${what ? ', ' + what : ''}` : Kit.t('empty'));
      }
    }
  }

  function hardModeProblem(word) {
    for (const row of G.rows) {
      for (let i = 0; i < 5; i++) {
        if (row.res[i] === 'g' && word[i] !== row.word[i]) return Kit.t('Letter {position} must be {letter}', { position: i + 1, letter: row.word[i].toUpperCase() });
      }
      for (let i = 0; i < 5; i++) {
        if (row.res[i] === 'y' && !word.includes(row.word[i])) return Kit.t('Use the {letter}', { letter: row.word[i].toUpperCase() });
      }
    }
    return null;
  }

  function guessKey(k) {
    if (state !== 'playing') return;
    if (k === 'Enter') return submitGuess();
    if (k === 'Backspace') {
      if (!G.cur) return;
      G.cur = G.cur.slice(0, -1);
      G.msgEl.textContent = '';
      renderGuess();
      Kit.answered();
      return;
    }
    if (/^[a-z]$/.test(k) && G.cur.length < 5) {
      G.cur += k;
      G.msgEl.textContent = '';
      renderGuess();
      Kit.answered();
    }
  }

  function reject(text) {
    G.msgEl.textContent = text;
    flash(G.rowEls[G.rows.length], 'shake');
  }

  function submitGuess() {
    const w = G.cur;
    if (w.length < 5) return reject(Kit.t('Not enough letters'));
    if (!ALLOWED.has(w)) return reject(Kit.t('Not in the word list'));
    if (HARD) {
      const p = hardModeProblem(w);
      if (p) return reject(p);
    }
    const res = score5(w, G.answer);
    G.rows.push({ word: w, res });
    G.cur = '';
    const rank = { x: 1, y: 2, g: 3 };
    for (let i = 0; i < 5; i++) {
      const ch = w[i];
      if (!G.keyState[ch] || rank[res[i]] > rank[G.keyState[ch]]) G.keyState[ch] = res[i];
      G.keys[ch].className = 'key ' + G.keyState[ch];
    }
    renderGuess(G.rows.length - 1);
    Kit.answered();
    const n = G.rows.length;
    if (w === G.answer) {
      const pts = (TRIES + 1 - n) * 20;
      setScore(score + pts);
      G.msgEl.textContent = [Kit.t('Genius!'), Kit.t('Brilliant!'), Kit.t('Great!'), Kit.t('Nice!'), Kit.t('Good!'), Kit.t('Phew!')][n - 1] || Kit.t('Solved!');
      setTimeout(() => endRound(
        Kit.t(n === 1 ? 'Solved in {tries} try!' : 'Solved in {tries} tries!', { tries: n }),
        Kit.t('The word was {word}.\n+{points} points.', { word: G.answer.toUpperCase(), points: pts }),
      ), 900);
      state = 'ending';
    } else if (n >= TRIES) {
      G.msgEl.textContent = G.answer.toUpperCase();
      setTimeout(() => endRound(Kit.t('Out of tries'), Kit.t('The word was {word}.', { word: G.answer.toUpperCase() })), 900);
      state = 'ending';
    } else {
      G.msgEl.textContent = Kit.t(TRIES - n === 1 ? '{tries} try left' : '{tries} tries left', { tries: TRIES - n });
    }
  }

  // =====================================================================================
  // Anagram and timed modes
  // =====================================================================================
  const A = {
    entry: null, // current { word, accept: [...] }
    letters: [], // shuffled letters
    usedIdx: [], // pool indexes used, in typing order (-1 for a typed letter not in the pool)
    typed: [], // the letters in the answer row
    index: 0, // word number in the round
    history: [], // { word, ok }
    timeLeft: CLOCK,
    busy: false, // between words
    slotsEl: $('#slots'),
    poolEl: $('#pool'),
    msgEl: $('#anaMsg'),
  };

  function anaNextWord() {
    const len = MODE === 'timed'
      ? (A.index < 3 ? 4 + rand(2) : A.index < 8 ? 5 + rand(2) : 5 + rand(3))
      : ROUND_LENGTHS[A.index];
    const entry = pick(ANAGRAMS, (e) => e[0].length === len);
    A.entry = entry;
    const word = entry[0];
    // Shuffle until the letters don't already spell an accepted word.
    let letters;
    let tries = 0;
    do {
      letters = word.split('');
      for (let i = letters.length - 1; i > 0; i--) {
        const j = rand(i + 1);
        [letters[i], letters[j]] = [letters[j], letters[i]];
      }
    } while (entry.includes(letters.join('')) && ++tries < 30);
    A.letters = letters;
    A.usedIdx = [];
    A.typed = [];
    A.busy = false;
    A.slotsEl.className = 'slots';
    A.msgEl.textContent = '';
    renderAna();
    anaStatus();
  }

  function anaStatus() {
    const parts = [];
    if (MODE === 'timed') {
      const s = Math.max(0, Math.ceil(A.timeLeft));
      parts.push(Kit.t('Time {clock}', { clock: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` }));
      parts.push(Kit.t('Words {count}', { count: A.history.filter((h) => h.ok).length }));
    } else {
      parts.push(Kit.t('Word {number} of {words}', { number: Math.min(A.index + 1, ROUND_WORDS), words: ROUND_WORDS }));
    }
    parts.push(Kit.t('{points} pts', { points: A.entry ? A.entry[0].length * 10 : 0 }));
    const text = parts.join(' · ');
    if (statusEl.textContent !== text) statusEl.textContent = text;
    statusEl.classList.toggle('low', MODE === 'timed' && A.timeLeft <= 10);
  }

  function renderAna() {
    const word = A.entry[0];
    const slots = A.slotsEl;
    while (slots.children.length < word.length) {
      const s = document.createElement('div');
      s.className = 'slot';
      slots.appendChild(s);
    }
    while (slots.children.length > word.length) slots.lastChild.remove();
    [...slots.children].forEach((s, i) => {
      const ch = A.typed[i] || '';
      s.textContent = ch;
      s.className = 'slot' + (ch ? ' filled' : '') + (ch && A.usedIdx[i] === -1 ? ' wrong' : '');
    });
    slots.setAttribute('aria-label', A.typed.length ? Kit.t('Your answer: {letters}', { letters: A.typed.join('').toUpperCase() }) : Kit.t('Your answer: empty'));
    const pool = A.poolEl;
    while (pool.children.length < A.letters.length) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'letter';
      pool.appendChild(b);
    }
    while (pool.children.length > A.letters.length) pool.lastChild.remove();
    [...pool.children].forEach((b, i) => {
      b.textContent = A.letters[i];
      b.dataset.i = String(i);
      b.disabled = A.usedIdx.includes(i);
      b.setAttribute('aria-label', Kit.t('Letter {letter}', { letter: A.letters[i].toUpperCase() }));
    });
  }

  function anaAdd(ch, idx) {
    if (state !== 'playing' || A.busy) return;
    const word = A.entry[0];
    if (A.typed.length >= word.length) return;
    if (idx === undefined) {
      // Typed on a keyboard: use the first unused tile with that letter, if any.
      idx = A.letters.findIndex((l, i) => l === ch && !A.usedIdx.includes(i));
    } else if (A.usedIdx.includes(idx)) {
      return;
    }
    A.typed.push(ch);
    A.usedIdx.push(idx);
    A.msgEl.textContent = idx === -1 ? Kit.t('No {letter} to use here', { letter: ch.toUpperCase() }) : '';
    renderAna();
    Kit.answered();
    if (A.typed.length === word.length && !A.usedIdx.includes(-1)) anaCheck(true);
  }

  function anaBack() {
    if (state !== 'playing' || A.busy || !A.typed.length) return;
    A.typed.pop();
    A.usedIdx.pop();
    A.msgEl.textContent = '';
    renderAna();
    Kit.answered();
  }

  function anaShuffle() {
    if (state !== 'playing' || A.busy) return;
    // Shuffle only the tiles still free, keeping used ones where they are.
    const free = A.letters.map((_, i) => i).filter((i) => !A.usedIdx.includes(i));
    const vals = free.map((i) => A.letters[i]);
    for (let i = vals.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [vals[i], vals[j]] = [vals[j], vals[i]];
    }
    free.forEach((i, k) => { A.letters[i] = vals[k]; });
    renderAna();
    Kit.answered();
  }

  function anaCheck(auto) {
    if (state !== 'playing' || A.busy) return;
    const word = A.entry[0];
    const guess = A.typed.join('');
    if (guess.length < word.length) {
      if (!auto) { A.msgEl.textContent = Kit.t('Use all {count} letters', { count: word.length }); flash(A.slotsEl, 'shake'); }
      return;
    }
    Kit.answered();
    if (A.entry.includes(guess)) {
      const pts = word.length * 10;
      setScore(score + pts);
      A.history.push({ word: guess, ok: true });
      A.msgEl.textContent = Kit.t('Yes! +{points}', { points: pts });
      A.slotsEl.classList.add('solved');
      nextAfter(650);
    } else {
      A.msgEl.textContent = Kit.t('Not quite, try again');
      flash(A.slotsEl, 'shake');
    }
  }

  function anaSkip() {
    if (state !== 'playing' || A.busy) return;
    Kit.answered();
    const word = A.entry[0];
    A.history.push({ word, ok: false });
    A.typed = word.split('');
    A.usedIdx = A.typed.map(() => -2);
    renderAna();
    A.slotsEl.classList.add('missed');
    A.msgEl.textContent = Kit.t('It was {word}', { word: word.toUpperCase() });
    nextAfter(1100);
  }

  function nextAfter(ms) {
    A.busy = true;
    setTimeout(() => {
      if (state === 'over') return;
      A.index++;
      if (MODE === 'anagram' && A.index >= ROUND_WORDS) return endAnagram();
      anaNextWord();
    }, ms);
  }

  function endAnagram() {
    const solved = A.history.filter((h) => h.ok).length;
    const list = A.history.map((h) => (h.ok ? '✓\u00a0' : '✗\u00a0') + h.word.toUpperCase()).join(' · ');
    if (MODE === 'timed') {
      // A long race would list dozens of words: show the solved ones and count the skips.
      const got = A.history.filter((h) => h.ok).map((h) => h.word.toUpperCase());
      const skipped = A.history.length - got.length;
      const lines = [
        skipped
          ? Kit.t(solved === 1 ? '{solved} word solved, {skipped} skipped.' : '{solved} words solved, {skipped} skipped.', { solved, skipped })
          : Kit.t(solved === 1 ? '{solved} word solved.' : '{solved} words solved.', { solved }),
      ];
      if (got.length) lines.push(got.slice(-12).join(' · '));
      if (!A.busy) lines.push(Kit.t('Last word: {word}', { word: A.entry[0].toUpperCase() }));
      endRound(Kit.t("Time's up!"), lines.join('\n'));
    } else {
      endRound(solved === ROUND_WORDS ? Kit.t('Perfect round!') : Kit.t('Round over'), `${Kit.t('{solved} of {words} solved.', { solved, words: ROUND_WORDS })}\n${list}`);
    }
  }

  function startAnagram() {
    A.index = 0;
    A.history = [];
    A.timeLeft = CLOCK;
    anaNextWord();
  }

  $('#pool').addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (!b || b.disabled) return;
    anaAdd(A.letters[Number(b.dataset.i)], Number(b.dataset.i));
  });
  $('#back').addEventListener('click', anaBack);
  $('#shuffle').addEventListener('click', anaShuffle);
  $('#skip').addEventListener('click', anaSkip);
  $('#check').addEventListener('click', () => anaCheck(false));

  // =====================================================================================
  // Round flow
  // =====================================================================================
  function start() {
    setScore(0);
    state = 'playing';
    Kit.state('playing');
    Kit.hideOverlay(overlay);
    if (MODE === 'guess') startGuess();
    else startAnagram();
    last = performance.now();
  }

  function pause() {
    if (state !== 'playing') return;
    state = 'paused';
    Kit.state('paused');
    Kit.showOverlay(overlay, Kit.t('Paused'), Kit.t('Take a breather.'), Kit.t('Resume'));
  }

  function resume() {
    if (state !== 'paused') return;
    state = 'playing';
    Kit.state('playing');
    last = performance.now();
    Kit.hideOverlay(overlay);
  }

  function endRound(title, text) {
    state = 'over';
    const best = Kit.best(SLUG, score);
    bestEl.textContent = String(best);
    PortalBridge.gameOver(SLUG, score);
    Kit.state('over');
    if (MODE === 'guess') renderGuess();
    Kit.showOverlay(overlay, title, `${text}\n${Kit.t('Score {score} · Best {best}', { score, best })}`, Kit.t('Play again'));
  }

  function tick(now) {
    if (state === 'playing' && MODE === 'timed') {
      A.timeLeft -= Math.min(now - last, 250) / 1000;
      if (A.timeLeft <= 0) {
        A.timeLeft = 0;
        anaStatus();
        endAnagram();
      } else {
        anaStatus();
      }
    }
    last = now;
    requestAnimationFrame(tick);
  }

  // ---- keyboard -------------------------------------------------------------------------
  Kit.blockScrollKeys();
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      if (state === 'playing') pause();
      return;
    }
    if (state !== 'playing' || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target instanceof HTMLButtonElement && (e.key === 'Enter' || e.key === ' ')) return;
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (MODE === 'guess') {
      if (k === 'Enter' || k === 'Backspace' || /^[a-z]$/.test(k)) { e.preventDefault(); guessKey(k); }
      return;
    }
    if (/^[a-z]$/.test(k)) { e.preventDefault(); anaAdd(k); }
    else if (/^[1-9]$/.test(k)) {
      const i = Number(k) - 1;
      if (i < A.letters.length && !A.usedIdx.includes(i)) anaAdd(A.letters[i], i);
    } else if (k === 'Backspace') { e.preventDefault(); anaBack(); }
    else if (k === 'Enter') { e.preventDefault(); anaCheck(false); }
    else if (k === ' ') { e.preventDefault(); anaShuffle(); }
  });

  pauseBtn.addEventListener('click', () => {
    if (state === 'playing') pause();
    else if (state === 'paused') resume();
  });

  overlay.querySelector('[data-btn]').addEventListener('click', () => {
    if (state === 'paused') resume();
    else start();
  });

  Kit.onHidden(pause);

  // ---- set up the view for this mode -------------------------------------------------------
  const INTRO = {
    guess: Kit.t('Find the hidden 5-letter word in {tries} tries. Green: right place. Yellow: in the word. Grey: not in it.', { tries: TRIES }),
    anagram: Kit.t('Unscramble {words} words. Tap the letters or type them; longer words score more.', { words: ROUND_WORDS }),
    timed: Kit.t('Unscramble as many words as you can in {seconds} seconds. Tap the letters or type them.', { seconds: CLOCK }),
  };
  $('#guessView').hidden = MODE !== 'guess';
  $('#anaView').hidden = MODE === 'guess';
  $('#hint').textContent = MODE === 'guess'
    ? Kit.t('Type or tap letters · Enter to check · Esc to pause')
    : Kit.t('Type or tap letters · Space to mix · Enter to check · Esc to pause');
  overlay.querySelector('[data-text]').textContent = INTRO[MODE];
  if (MODE === 'guess') {
    buildGuess();
    renderGuess();
  } else {
    A.entry = ['     '];
    A.letters = [];
    renderAna();
  }
  Kit.state('ready');
  bestEl.textContent = String(Kit.best(SLUG, 0));
  requestAnimationFrame((t) => { last = t; tick(t); });
})();
