/**
 * Common passwords refused by the password rule (docs/design/accounts.md §4.1), compared case-insensitively.
 *
 * Source: SecLists `Passwords/Common-Credentials/10k-most-common.txt` (MIT licence, Daniel Miessler
 * and contributors): its first 1976 entries verbatim, then about 1,500 entries of 8 or more
 * characters taken from the rest of the 10k list (shorter ones are refused by the length rule
 * anyway), then passwords common in mainland China (keyboard walks, 520/1314 love numbers, pinyin).
 * 3466 distinct entries, separated by spaces.
 */
export const COMMON_PASSWORDS_TEXT = `
password 123456 12345678 1234 qwerty 12345 dragon pussy baseball football letmein monkey 696969
abc123 mustang michael shadow master jennifer 111111 2000 jordan superman harley 1234567 fuckme
hunter fuckyou trustno1 ranger buster thomas tigger robert soccer fuck batman test pass killer
hockey george charlie andrew michelle love sunshine jessica asshole 6969 pepper daniel access
123456789 654321 joshua maggie starwars silver william dallas yankees 123123 ashley 666666 hello
amanda orange biteme freedom computer sexy thunder nicole ginger heather hammer summer corvette
taylor fucker austin 1111 merlin matthew 121212 golfer cheese princess martin chelsea patrick
richard diamond yellow bigdog secret asdfgh sparky cowboy camaro anthony matrix falcon iloveyou
bailey guitar jackson purple scooter phoenix aaaaaa morgan tigers porsche mickey maverick cookie
nascar peanut justin 131313 money horny samantha panties steelers joseph snoopy boomer whatever
iceman smokey gateway dakota cowboys eagles chicken dick black zxcvbn please andrea ferrari
knight hardcore melissa compaq coffee booboo bitch johnny bulldog xxxxxx welcome james player
ncc1701 wizard scooby charles junior internet bigdick mike brandy tennis blowjob banana monster
spider lakers miller rabbit enter mercedes brandon steven fender john yamaha diablo chris boston
tiger marine chicago rangers gandalf winter bigtits barney edward raiders porn badboy blowme
spanky bigdaddy johnson chester london midnight blue fishing 000000 hannah slayer 11111111
rachel sexsex redsox thx1138 asdf marlboro panther zxcvbnm arsenal oliver qazwsx mother victoria
7777777 jasper angel david winner crystal golden butthead viking jack iwantu shannon murphy
angels prince cameron girls madison wilson carlos hooters willie startrek captain maddog jasmine
butter booger angela golf lauren rocket tiffany theman dennis liverpoo flower forever green
jackie muffin turtle sophie danielle redskins toyota jason sierra winston debbie giants packers
newyork jeremy casper bubba 112233 sandra lovers mountain united cooper driver tucker helpme
fucking pookie lucky maxwell 8675309 bear suckit gators 5150 222222 shithead fuckoff jaguar
monica fred happy hotdog tits gemini lover xxxxxxxx 777777 canada nathan victor florida 88888888
nicholas rosebud metallic doctor trouble success stupid tomcat warrior peaches apples fish
qwertyui magic buddy dolphins rainbow gunner 987654 freddy alexis braves cock 2112 1212 cocacola
xavier dolphin testing bond007 member calvin voodoo 7777 samson alex apollo fire tester walter
beavis voyager peter porno bonnie rush2112 beer apple scorpio jonathan skippy sydney scott
red123 power gordon travis beaver star jackass flyers boobs 232323 zzzzzz steve rebecca scorpion
doggie legend ou812 yankee blazer bill runner birdie bitches 555555 parker topgun asdfasdf
heaven viper animal 2222 bigboy 4444 arthur baby private godzilla donald williams lifehack
phantom dave rock august sammy cool brian platinum jake bronco paul mark frank heka6w2 copper
billy cumshot garfield willow cunt little carter slut albert 69696969 kitten super jordan23
eagle1 shelby america 11111 jessie house free 123321 chevy bullshit white broncos horney surfer
nissan 999999 saturn airborne elephant marvin shit action adidas qwert kevin 1313 explorer
walker police christin december benjamin wolf sweet therock king online dickhead brooklyn teresa
cricket sharon dexter racing penis gregory 0000 teens redwings dreams michigan hentai magnum
87654321 nothing donkey trinity digital 333333 stella cartman guinness 123abc speedy buffalo
kitty pimpin eagle einstein kelly nelson nirvana vampire xxxx playboy louise pumpkin snowball
test123 girl sucker mexico beatles fantasy ford gibson celtic marcus cherry cassie 888888
natasha sniper chance genesis hotrod reddog alexande college jester passw0rd bigcock smith
lasvegas carmen slipknot 3333 death kimberly 1q2w3e eclipse 1q2w3e4r stanley samuel drummer
homer montana music aaaa spencer jimmy carolina colorado creative hello1 rocky goober friday
bollocks scotty abcdef bubbles hawaii fluffy mine stephen horses thumper 5555 pussies darkness
asdfghjk pamela boobies buddha vanessa sandman naughty douglas honda matt azerty 6666 shorty
money1 beach loveme 4321 simple poohbear 444444 badass destiny sarah denise vikings lizard
melanie assman sabrina nintendo water good howard time 123qwe november xxxxx october leather
bastard young 101010 extreme hard password1 vincent pussy1 lacrosse hotmail spooky amateur
alaska badger paradise maryjane poop crazy mozart video russell vagina spitfire anderson norman
eric cherokee cougar barbara long 420420 family horse enigma allison raider brazil blonde jones
55555 dude drowssap jeff school marshall lovely 1qaz2wsx jeffrey caroline franklin booty molly
snickers leslie nipples courtney diesel rocks eminem westside suzuki daddy passion hummer ladies
zachary frankie elvis reggie alpha suckme simpson patricia 147147 pirate tommy semperfi jupiter
redrum freeuser wanker stinky ducati paris natalie babygirl bishop windows spirit pantera monday
patches brutus houston smooth penguin marley forest cream 212121 flash maximus nipple bobby
bradley vision pokemon champion fireman indian softball picard system clinton cobra enjoy lucky1
claire claudia boogie timothy marines security dirty admin wildcats pimp dancer hardon veronica
fucked abcd1234 abcdefg ironman wolverin remember great freepass bigred squirt justice francis
hobbes kermit pearljam mercury domino 9999 denver brooke rascal hitman mistress simon tony
bbbbbb friend peekaboo naked budlight electric sluts stargate saints bondage brittany bigman
zombie swimming duke qwerty1 babes scotland disney rooster brenda mookie swordfis candy duncan
olivia hunting blink182 alicia 8888 samsung bubba1 whore virginia general passport aaaaaaaa
erotic liberty arizona jesus abcd newport skipper rolltide balls happy1 galore christ weasel
242424 wombat digger classic bulldogs poopoo accord popcorn turkey jenny amber bunny mouse
007007 titanic liverpool dreamer everton friends chevelle carrie gabriel psycho nemesis burton
pontiac connor eatme lickme roland cumming mitchell ireland lincoln arnold spiderma patriots
goblue devils eugene empire asdfg cardinal brown shaggy froggy qwer kawasaki kodiak people phpbb
light 54321 kramer chopper hooker honey whynot lesbian lisa baxter adam snake teen ncc1701d
qqqqqq airplane britney avalon sandy sugar sublime stewart wildcat raven scarface elizabet
123654 trucks wolfpack pervert lawrence raymond redhead american alyssa bambam movie woody
shaved snowman tiger1 chicks raptor 1969 stingray shooter france stars madmax kristen sports
jerry 789456 garcia simpsons lights ryan looking chronic alison hahaha packard hendrix perfect
service spring srinivas spike katie 252525 oscar brother bigmac suck single cannon georgia
popeye tattoo texas party bullet taurus sailor wolves panthers japan strike flowers pussycat
chris1 loverboy berlin sticky marina tarheels fisher russia connie wolfgang testtest mature bass
catch22 juice michael1 159753 women alpha1 trooper hawkeye head freaky dodgers pakistan machine
pyramid vegeta katana moose tinker coyote infinity inside pepsi letmein1 bang control hercules
morris james1 tickle outlaw browns billybob pickle test1 michele antonio sucks pavilion changeme
caesar prelude tanner adrian darkside bowling wutang sunset robbie alabama danger zeppelin juan
rusty pppppp nick 2001 ping darkstar madonna qwe123 bigone casino cheryl charlie1 mmmmmm integra
wrangler apache tweety qwerty12 bobafett simone none business sterling trevor transam dustin
harvey england 2323 seattle ssssss rose harry openup pandora pussys trucker wallace indigo storm
malibu weed review babydoll doggy dilbert pegasus joker catfish flipper valerie herman fuckit
detroit kenneth cheyenne bruins stacey smoke joey seven marino fetish xfiles wonder stinger
pizza babe pretty stealth manutd gracie gundam cessna longhorn presario mnbvcxz wicked mustang1
victory 21122112 shelly awesome athena q1w2e3r4 help holiday knicks street redneck 12341234
casey gizmo scully dragon1 devildog triumph eddie bluebird shotgun peewee ronnie angel1 daisy
special metallica madman country impala lennon roscoe omega access14 enterpri miranda search
smitty blizzard unicorn tight rick ronald asdf1234 harrison trigger truck danny home winnie
beauty thailand 1234567890 cadillac castle tyler bobcat buddy1 sunny stones asian freddie chuck
butt loveyou norton hellfire hotsex indiana short panzer lonewolf trumpet colors blaster
12121212 fireball logan precious aaron elaine jungle atlanta gold corona curtis nikki polaris
timber theone baller chipper orlando island skyline dragons dogs benson licker goldie engineer
kong pencil basketba open hornet world linda barbie chan farmer valentin wetpussy indians larry
redman foobar travel morpheus bernie target 141414 hotstuff photos laura savage holly rocky1
fuck_inside dollar turbo design newton hottie moon 202020 blondes 4128 lestat avatar future
goforit random abgrtyu jjjjjj cancer q1w2e3 smiley goldberg express virgin zipper wrinkle1 stone
andy babylon dong powers consumer dudley monkey1 serenity samurai 99999999 bigboobs skeeter
lindsay joejoe master1 aaaaa chocolat christia birthday stephani tang 1234qwer alfred ball
98765432 maria sexual maxima 77777777 sampson buckeye highland kristin seminole reaper bassman
nugget lucifer airforce nasty watson warlock 2121 philip always dodge chrissy burger bird snatch
missy pink gang maddie holmes huskers piglet photo joanne hamilton dodger paladin christy chubby
buckeyes hamlet abcdefgh bigfoot sunday manson goldfish garden deftones icecream blondie spartan
julie harold charger brandi stormy sherry pleasure juventus rodney galaxy holland escort zxcvb
planet jerome wesley blues song peace david1 ncc1701e 1966 51505150 cavalier gambit karen sidney
ripper oicu812 jamie sister marie martha nylons aardvark nadine minnie whiskey bing plastic anal
babylon5 chang savannah loser racecar insane yankees1 mememe hansolo chiefs fredfred freak frog
salmon concrete yvonne zxcv shamrock atlantis warren wordpass julian mariah rommel 1010 harris
predator sylvia massive cats sammy1 mister stud marathon rubber ding trunks desire montreal
justme faster kathleen irish 1999 bertha jessica1 alpine sammie diamonds tristan 00000 swinger
shan stallion pitbull letmein2 roberto ready april palmer ming shadow1 audrey chong clitoris
wang shirley fuckers jackoff bluesky sundance renegade hollywoo 151515 bernard wolfman soldier
picture pierre ling goddess manager nikita sweety titans hang fang ficken niners bottom bubble
hello123 ibanez webster sweetpea stocking 323232 tornado lindsey content bruce buck aragorn
griffin chen campbell trojan christop newman wayne tina rockstar father geronimo pascal crimson
brooks hector penny anna google camera chandler fatcat lovelove cody cunts waters stimpy finger
cindy wheels viper1 latin robin greenday 987654321 creampie brendan hiphop willy snapper funtime
duck trombone adult cotton cookies kaiser mulder westham latino jeep ravens aurora drizzt
madness energy kinky 314159 sophia stefan slick rocker 55555555 freeman french mongoose speed
dddddd hong henry hungry yang catdog cheng ghost gogogo randy tottenha curious butterfl mission
january singer sherman shark techno lancer lalala autumn chichi orion trixie clifford delta
bobbob bomber holden kang kiss 1968 spunky liquid mary beagle granny network bond kkkkkk millie
1973 biggie beetle teacher susan toronto anakin genius dream cocks dang bush karate snakes
bangkok callie fuckyou2 pacific daytona kelsey infantry skywalke foster felix sailing raistlin
vanhalen huang herbert jacob blackie tarzan strider sherlock lang gong sang dietcoke ultimate
tree shai sprite ting artist chai chao devil python ninja misty ytrewq sweetie superfly 456789
tian jing jesus1 freedom1 dian drpepper potter chou darren hobbit violet yong shen phillip
maurice gloria nolimit mylove biscuit yahoo shasta sex4me smoker smile pebbles pics philly tong
tintin lesbians marlin cactus frank1 tttttt chun danni emerald showme pirates lian dogg colleen
xiao xian tazman tanker patton toshiba richie alberto gotcha graham dillon rang emily keng jazz
bigguy yuan woman tomtom marion greg chaos fossil flight racerx tuan creamy boss bobo musicman
warcraft window blade shuang sheila shun lick jian microsoft rong allen feng getsome sally
quality kennedy morrison 1977 beng wwwwww yoyoyo zhang seng teddy joanna andreas harder luke
qazxsw qian cong chuan deng nang boeing keeper western isabelle 1963 subaru sheng thuglife teng
jiong miao martina mang maniac pussie tracey a1b2c3 clayton zhou zhuang xing stonecol snow
spyder liang jiang memphis regina ceng magic1 logitech chuang dark million blow sesame shao
poison titty terry kuan kuai kyle mian guan hamster guai ferret florence geng duan pang maiden
quan velvet nong neng nookie buttons bian bingo biao zhong zeng xiong zhun ying zong xuan zang
0.0.000 suan shei shui sharks shang shua small peng pian piao liao meng miami reng guang cang
change ruan diao luan lucas qing chui chuo cuan nuan ning heng huan kansas muscle monroe weng
whitney 1passwor bluemoon zhui zhua xiang zheng zhen zhei zhao zhan yomama zhai zhuo zuan
tarheel shou shuo tiao lady leonard leng kuang jiao 13579 basket qiao qiong qiang chuai nian
niao niang huai 22222222 bianca zhuan zhuai shuan shuai stardust jumper margaret archie 66666666
charlott forget qwertz bones history milton waterloo 2002 stuff 11223344 office oldman preston
trains murray vertigo 246810 black1 swallow smiles standard alexandr parrot luther user nicolas
1976 surfing pioneer pete masters apple1 asdasd auburn hannibal frontier panama lucy buffy
brianna welcome1 vette blue22 shemale 111222 baggins groovy global turner 181818 1979 blades
spanking life byteme lobster collins dawg hilton japanese 1970 1964 2424 polo markus coco deedee
mikey 1972 171717 1701 strip jersey green1 capital sasha sadie putter vader seven7 kristina
deepthroat bonehead showtime squirrel mustangs septembe leonardo makaveli vacation passwor1
columbia napoleon motorola william1 matthew1 robinson penguins 8j4ye3uz californ qwertyuiop
stranger asdfghjkl overlord spiderman 13131313 national intrepid megadeth bigballs chargers
isabella megapass grateful mushroom cristina hongkong basketball satan666 kingkong penelope
thompson anything knickers lightnin slapshot titleist werewolf fernando tacobell thunder1
thankyou scoobydo coltrane lonestar heather1 beefcake zzzzzzzz personal anthony1 fuckface
lowrider punkrock dodgeram dingdong qqqqqqqq johnjohn asshole1 crusader syracuse meridian
turkey50 keyboard ilovesex blackman richmond sandiego cooldude caliente fletcher porsche9
kangaroo goodtime chelsea1 freckles nebraska webmaster blueeyes director monopoly blackjac
southern peterpan fuckyou1 a1b2c3d4 sentinel richard1 1234abcd guardian candyman mandingo
munchkin billyboy assassin frederic giovanni scarlett achilles warriors plymouth cameltoe
fuckfuck sithlord backdoor chevrole lorraine cosworth eternity verbatim chocolate deadhead
pineappl rosemary porkchop blackdog alexander valhalla santiago portugal 1qazxsw2 stripper
sebastia hurrican 1x2zkg8w atlantic hyperion 44444444 skittles hastings gangbang sailboat
immortal maryland columbus beautiful swordfish ncc1701a spartans threesom dilligaf pinkfloy
catalina formula1 scooter1 colombia angelica rockhard starship starbuck catherin kentucky
33333333 12344321 sapphire raiders1 excalibu imperial golfball front242 macdaddy qwer1234
cowboys1 dannyboy martinez aquarius clarence pppppppp gggggggg doughboy lollipop qazwsxed
crazybab brothers rightnow greatone gateway1 snuggles technics brucelee woofwoof theodore
richards punisher username elizabeth masterbate diamond1 abnormal davidson michaela caligula
railroad bradford military bearbear patrick1 christine swinging labrador justdoit meatball
saturday defender piercing microsof mechanic robotech universe hellyeah zaq12wsx spectrum
jjjjjjjj oklahoma mmmmmmmm blueblue wolverine sniffing keystone bbbbbbbb handsome tttttttt
somethin ssssssss melissa1 marcius2 godsmack deeznuts kingston yosemite tommyboy marianne
happyday manchest unbelievable aberdeen nathalie intercourse supersta bcfields hardrock children
commando squerting meathead gandalf1 magnolia kenworth homemade webmaste insertion temptress
celebrity kingfish blackhaw meatloaf interacial streaming pertinant pool6123 gordon24 fantasies
ejaculation whocares jamesbon amsterda luckydog businessbabe brandon1 experience thirteen
rasputin contortionist test1234 cheerleaers christian housewifes emmanuel bigmoney seductive
sexygirl gangbanged hotpussy experienced andyod22 barcelon chainsaw magicman clevelan budweise
passwords sunnyday starfire testing1 tiberius lisalisa golfgolf trailers mikemike whitesox
goodluck charlton fingerig gallaries lockerroom treasure absolutely beerbeer sunflowe testerer
fordf150 pa55w0rd kamikaze masterbaiting panasoni housewife 18436572 masturbation pornographic
traveler moneyman shopping thumbnils amateurs apollo13 goldwing doghouse truelove underdog
wrestlin happy123 flamingo paintbal llllllll twilight knickerless nwo4life underwear dddddddd
deeznutz enterprise misfit99 50spanks scandinavian original techniques chemical manchester
thegreat goldstar penetrating roadking rockford chicago1 ferrari1 galeries godfathe gargoyle
pussyman pooppoop newcastl earthlink westwood blackbir pianoman tomorrow roadrunn tunafish
23232323 zerocool limewire films+pic+galeries girfriend uncencored chrisbln netscape hhhhhhhh
knockers tazmania australi gotohell monalisa whiteout james007 bitchass southpar lionking
megatron hawaiian gymnastic panther1 wp2003wp passwort oooooooo holyshit jasmine1 sergeant
babyblue pass1234 confused hollywood insertions juliette hawkeyes geoffrey chuckles wareagle
ihateyou senators laurence maradona marino13 handyman cerberus gamecock preacher chrysler
hedgehog hoosiers dutchess passpass r2d2c3po myxworld wishbone infiniti wonderboy smeghead
titanium fullmoon paranoid packers1 longjohn clarinet modelsne vladimir together avalanch
55bgates cccccccc gladiato paradigm borussia browning heritage millions starcraf rrrrrrrr
sandwich magazine buttfuck yeahbaby 11235813 ffffffff doberman overkill claymore minimoni
wildbill wildcard yyyyyyyy sweetnes skywalker alphabet babybaby graphics florida1 flexible
fuckinside ursitesux christma wwwwwwww just4fun rebecca1 19691969 silverad 10101010 ashleigh
qwerasdf presiden buddyboy heineken millwall beautifu smashing teddybea ticklish lipstick
reynolds applepie dinosaur icehouse insanity bluefish strength sentnece temppass medicine
hahahaha casanova dolphin1 highheel kkkkkkkk 21212121 stonecold jiggaman scorpio1 rt6ytere
madison1 coolness christina coldbeer brittney washingt stephanie tiffany1 mephisto dragonba
nygiants password2 corleone kittykat vikings1 splinter meowmeow dragster longdong quant4307s
moonligh jayhawks stefanie michael2 dirtbike nemrac58 kcj9wx5n killbill volkswag iloveyou1
starligh soulmate mcdonald valkyrie concorde delaware nocturne herewego earnhard eeeeeeee
mobydick reddevil reckless radiohea coolcool classics choochoo wireless bigblock summer99
sexysexy platypus telephon 12qwaszx paramedi lonesome undertak uuuuuuuu moonbeam monkeybo
windsurf smoothie snowflak playstat playboy1 roadster criminal 1a2b3c4d thedoors annabell
catwoman faithful farscape genesis1 pumpkins training jamesbond 19841984 shitface maxwell1
armstron alejandr augustus care1839 fantasia freefall sandrine qwerqwer crystal1 nineinch
broncos1 winston1 warrior1 iiiiiiii iloveyou2 specialk tinkerbe jellybea strawber trinitro
cbr900rr gabriell glennwei sausages vanguard eldorado wildwood istheman 25802580 woodland
catherine football1 vancouve vauxhall acidburn myspace1 buttercu minemine bigpoppa blackout
blowfish talisman sundevil shanghai spencer1 slowhand jonathon michaels resident redbaron
andromed harddick 5wr2i7h8 charlotte fredrick francesc fairlane dogpound pornporn clippers
daylight nnnnnnnn whistler whatwhat wanderer idontkno thisisit robotics gonzalez drummer1
christopher corvet07 terminat fuckoff1 doomsday pornking highbury yogibear september lkjhgfds
123123123 carpedie foxylady gatorade valdepen hotmail1 kordell1 vvvvvvvv jackson5 bergkamp
zanzibar services sheridan luv2epus rainbow6 qwerty123 commande nightwin hotmail0 enternow
viewsoni berkeley woodstoc starstar challeng firewall firefire passmast clarissa moonshin
jakejake bluejays southpark tomahawk leedsutd jeepster josephin matthias marriage antelope
cabernet cheshire california fuckhead nostromo honolulu mollydog windows1 washburn vincent1
irishman bearcats sylveste marijuan reddwarf 12312312 hardball goldfing fandango festival
scrapper cromwell klondike mohammed insomnia 24682468 24242424 billbill blessing solitude
pimpdadd johndeer carpente fishbone fireblad scissors screamer obsidian progress tottenham
comanche veronika 20202020 blueball yankees2 wrestler sealteam smackdow remingto arkansas
barcelona baltimor fortress fishfish firefigh rsalinas dontknow universa heinrich enforcer
katherine waterboy 23skidoo zildjian stoppedby sexybabe speakers polopolo perfect1 thrasher
lakeside masamune cherries chipmunk cezer121 carnival fearless funstuff salasana pantera1
qwert123 nascar24 erection ericsson 1michael 19781978 25252525 sheepdog snowbird toriamos
tennesse mazdarx7 babycake hallowee cannabis dolemite dodgers1 painting christmas cocksucker
mustang6 monkey12 wapapapa volleyba birthday4 stephen1 suburban something starcraft soccer12
soccer10 plastics penthous peterbil lakewood reginald goodgirl gotyoass capricor getmoney
godfather gilligan dudedude pasadena opendoor magellan printing pressure killkill whiteboy
voyager1 success1 spongebo phialpha password9 lexingky apple123 green123 carlitos cartman1
camaross favorite6 ginscoot sabrina1 devil666 doughnut paintball umbrella abc12345 deerhunt
darklord holidays hetfield hillbill hugetits evolutio whiplash wg8e3wjf bluebell wrestling
superior suckdick stephane playball marcello marjorie rockwell gladiator clemente montecar
mississi washington 20012001 bigdick1 pathfind testibil lightning republic anthony7 goldeney
freefree screwyou postov1000 puppydog cleopatr contract buffalo1 bordeaux peaches1 theforce
mckenzie annmarie austin31 78945612 calimero chevrolet fellatio f00tball francine gateway2
gamecube giovanna scheisse offshore macaroni pringles trouble1 darthvad cygnusx1 natalie1
elcamino blueberr yamahar1 playboy2 toonarmy baberuth chiquita charisma capslock cashmone
gizmodo1 dragonfl rachelle crescent nathanie espresso kikimora 20002000 birthday1 beatles1
bigdicks beethove blacklab woodwork pinnacle lalakers lalalala mercury1 rocknrol riversid
11112222 alleycat ambrosia australia hattrick cassandr charlie123 gabriela outoutout pussy123
novifarm notredam honeybee wednesda waterfal billabon zachary1 01234567 superstar stiletto
sigmachi somerset smithers playmate pinkfloyd laetitia revoluti archange chewbacc dominiqu
vagabond csfbr5yy deadspin ncc74656 hurricane horseman virginie idontknow 151nxjmt bendover
supernov playoffs johngalt maserati architec cambridg sanity72 salesman dreaming palmtree
luckyone treefrog valleywa usmarine darkange bubba123 building eclipse1 kayleigh mustang2
bigtruck singapor southpaw slamdunk therock1 tiger123 13576479 greywolf candyass catfight
frankie1 qazwsxedc pregnant death666 motocros inspiron bigblack zaq1xsw2 yy5rbfsc takehana
skydiver slimshad sopranos patches1 mash4077 matchbox 14789632 baseball1 capitals favorite2
forsaken feelgood gfxqx686 dilbert1 dukeduke longhair lockdown mamacita rainyday pumpkin1
prospect rainbows trinity1 trooper1 bukowski bubbles1 humphrey morticia 154ugeiu year2005
wonderfu tampabay sometime stanley1 lavalamp laserjet jediknig mazda626 alexandra graduate
cartoons cashflow mallrats primetime21 abcdefg1 natedogg nineball normandy nicetits buddy123
highlife earthlin eatmenow kirkland money123 warhamme jackass1 20spanks blackjack 085tzzqi
383pdjvl sparhawk johnston melanie1 aolsucks alexalex b929ezzh goodyear 863abgsg checkmat
forgetit rushmore ptfe3xxp access99 cocktail civilwar cleveland claudia1 dapzu455 daisydog
kingrich mudvayne vipergts italiano innocent yqlgr667 zxcvbnm1 suckcock 380zliki sexylady
sixtynin sleeping sparkles letsdoit basebal1 azertyui hawkwind flathead fisherma flipmode
gnasher23 gabriel1 dreamcas dirtydog dickdick destiny1 trumpet1 aaaaaaa1 conquest creepers
constant cornhole nirvana1 elisabet milamber isacs155 1million 1letmein stonewal sexsexsex
smirnoff lighthou letmein22 letmesee merchant redstorm 14141414 allison1 hartford hardwood
fatluvr69 gogators general1 dragon69 dragonball papillon optimist longshot undertow copenhag
delldell culinary ibilltes hihje863 envelope express1 mustang5 wellingt waterski infinite
iloveyou! survival slimed123 pizzaman tigercat jennings rootedit riverrat atreides happines
ffvdj474 foreskin gameover scoobydoo saxophon macintos lollypop qwertzui adelaide acapulco
cybersex davecole davedave nineteen highlander kristin1 knuckles katarina montana1 wingchun
watching illmatic blue1234 xxxxxxx1 svetlana 368ejhih playstation jo9k2jw2 jurassic marines1
14725836 12345679 alessand angelika alpha123 barefeet badabing gsxr1000 gregory1 766rglqy
69camaro fishcake giuseppe save13tx russell1 dripping dragon12 porn4life producer rapunzel
velocity vanessa1 trueblue vampire1 navyseal nonenone nightmar bulletin hzze929b hellohel
edgewise excalibur vivitron winfield wednesday 17171717 17011701 tangerin summer69 sweetness
surveyor stirling ssptx452 anastasi argentin flyers88 firehawk flashman godspeed giveitup
funtimes disaster lovelife qcmfd454 undertaker 911turbo cristian notebook borabora brisbane
mohammad bettyboo yvtte545 shitshit smartass pennywis thetruth allstate greatest geneviev
dipstick losangel loverman pussy4me university churchil crazyman cutiepie bullwink bulldawg
horsemen escalade minnesot moonlight mwq6qlzo verygood bellagio thumper1 tmjxn151 thematri
letmeinn jeffjeff johnmish 11001001 allnight amatuers attorney graywolf 474jdvff 551scasi
fishtank freewill glendale frogfrog gerhardt scirocco devilman pallmall lunchbox manhatta
mandarin pxx3eftp president daedalus natasha1 nancy123 nevermin newcastle edmonton violator
wildstar winter99 iqzzt580 19741974 1q2w3e4r5t bigbucks yesterda shadow12 lionhear littlema
12locked arizona1 alfarome hawthorn goodfell 554uzpad flipflop rustydog samsung1 dreamer1
detectiv paladin1 papabear panasonic nyyankee princeto daredevi huskers1 motherfucker ilovegod
201jedlz zoomzoom 09876543 peternorth joystick junkmail jojojojo rasta220 andyandy gooseman
charlie2 cardinals fortune12 aerosmit delpiero nounours buckaroo honeydew hooters1 hugohugo
evangeli dearbook 00000000 111111111 147258369 1111111111 a123456789 xiazhili 789456123
000000000 qq123456 31415926 0000000000 123456abc 0123456789 123654789 110110110 asdasdasd
123456aa 123321123 abc123456 a12345678 123456123 a1234567 123456789a aa123456 zxcvbnm123
147852369 521521521 13145200 qwe123456 123qwe123 789789789 asd123456 159357258 woaini1314
woaini520 5201314520 1314520520 52013145201314 520520520 77585210 iloveyou1314 woaiwojia
wodemima mima1234 nihao123 nihaonihao zhang123 wang1234 li123456 liu123456 aini1314 1314521521
5211314521 woshishui abc12345678 admin123 admin888 admin1234 administrator password123 passw0rd1
p@ssw0rd p@ssword 123456qq qq1234567 q1w2e3r4t5 1q2w3e4r5t6y !qaz2wsx qazwsx123 1234qwer!
12345678a 12345678910 123456789. 1234567a 987654321a 88888888a abcdefg123 loveyou1314
18888888888 13888888888 13800138000 8888888888 999999999 9999999999 666666666 6666666666
5555555555 beijing2008 shanghai123 china123 zhongguo woaizhongguo
`;
