//! The French names of the openings.
//!
//! The data set names every opening in English, "Family: Variation,
//! Subvariation". The families (about 150) are written here by hand in the
//! established French chess vocabulary (« Partie italienne », « Défense
//! sicilienne », « Gambit dame refusé »…). The variations (about 2,000
//! different ones) are translated with a glossary of the data set's words:
//! the kind of line (Variation → variante, Attack → attaque, Gambit
//! Accepted → gambit accepté…) comes first, as French puts it, with the
//! words that qualify it after, each in French where it has a French name
//! (Exchange → d'échange, Two Knights → des deux cavaliers, Closed →
//! fermée), agreeing with the kind's gender; a proper name stays as it is
//! (Najdorf, Marshall, Fischer). Moves named in a variation take the French
//! piece letters (with Bd3 → avec Fd3).
//!
//! Each entry holds the English words and their French side by side.

/// The French of each family, by the English family name (the part of the
/// data set's name before any colon or comma).
const FAMILIES: &[(&str, &str)] = &[
    ("Alekhine Defense", "Défense Alekhine"),
    ("Amar Opening", "Ouverture Amar"),
    ("Amazon Attack", "Attaque Amazone"),
    ("Amsterdam Attack", "Attaque d'Amsterdam"),
    ("Anderssen's Opening", "Ouverture Anderssen"),
    ("Australian Defense", "Défense australienne"),
    ("Barnes Defense", "Défense Barnes"),
    ("Barnes Opening", "Ouverture Barnes"),
    ("Basque Opening", "Ouverture basque"),
    ("Benko Gambit", "Gambit Benko"),
    ("Benko Gambit Accepted", "Gambit Benko accepté"),
    ("Benko Gambit Declined", "Gambit Benko refusé"),
    ("Benoni Defense", "Défense Benoni"),
    ("Bird Opening", "Ouverture Bird"),
    ("Bishop's Opening", "Partie du fou"),
    ("Blackmar-Diemer Gambit", "Gambit Blackmar-Diemer"),
    (
        "Blackmar-Diemer Gambit Accepted",
        "Gambit Blackmar-Diemer accepté",
    ),
    (
        "Blackmar-Diemer Gambit Declined",
        "Gambit Blackmar-Diemer refusé",
    ),
    ("Blumenfeld Countergambit", "Contre-gambit Blumenfeld"),
    (
        "Blumenfeld Countergambit Accepted",
        "Contre-gambit Blumenfeld accepté",
    ),
    ("Bogo-Indian Defense", "Défense bogo-indienne"),
    ("Bongcloud Attack", "Attaque Bongcloud"),
    ("Borg Defense", "Défense Borg"),
    ("Canard Opening", "Ouverture Canard"),
    ("Caro-Kann Defense", "Défense Caro-Kann"),
    ("Carr Defense", "Défense Carr"),
    ("Catalan Opening", "Ouverture catalane"),
    ("Center Game", "Partie du centre"),
    ("Center Game Accepted", "Partie du centre acceptée"),
    ("Clemenz Opening", "Ouverture Clemenz"),
    ("Colle System", "Système Colle"),
    ("Creepy Crawly Formation", "Formation Creepy Crawly"),
    ("Czech Defense", "Défense tchèque"),
    ("Danish Gambit", "Gambit danois"),
    ("Danish Gambit Accepted", "Gambit danois accepté"),
    ("Danish Gambit Declined", "Gambit danois refusé"),
    ("Dresden Opening", "Ouverture de Dresde"),
    ("Duras Gambit", "Gambit Duras"),
    ("Dutch Defense", "Défense hollandaise"),
    ("Döry Defense", "Défense Döry"),
    // "King's Indian" is « est-indienne » in French: this one, 1.d4 Cf6
    // 2.Cf3 g6, keeps a name of its own.
    ("East Indian Defense", "Défense indienne de l'Est"),
    ("Elephant Gambit", "Gambit de l'éléphant"),
    ("English Defense", "Défense anglaise"),
    ("English Opening", "Ouverture anglaise"),
    ("English Orangutan", "Orang-outan anglais"),
    ("Englund Gambit", "Gambit Englund"),
    ("Englund Gambit Declined", "Gambit Englund refusé"),
    ("Formation", "Formation"),
    ("Four Knights Game", "Partie des quatre cavaliers"),
    ("French Defense", "Défense française"),
    ("Fried Fox Defense", "Défense Fried Fox"),
    ("Global Opening", "Ouverture globale"),
    ("Goldsmith Defense", "Défense Goldsmith"),
    ("Grob Opening", "Ouverture Grob"),
    ("Grünfeld Defense", "Défense Grünfeld"),
    ("Gunderam Defense", "Défense Gunderam"),
    ("Hippopotamus Defense", "Défense hippopotame"),
    ("Horwitz Defense", "Défense Horwitz"),
    ("Hungarian Opening", "Ouverture hongroise"),
    ("Indian Defense", "Défense indienne"),
    ("Irish Gambit", "Gambit irlandais"),
    ("Italian Game", "Partie italienne"),
    ("Kangaroo Defense", "Défense kangourou"),
    ("King's Gambit", "Gambit du roi"),
    ("King's Gambit Accepted", "Gambit du roi accepté"),
    ("King's Gambit Declined", "Gambit du roi refusé"),
    ("King's Indian Attack", "Attaque est-indienne"),
    ("King's Indian Defense", "Défense est-indienne"),
    ("King's Knight Opening", "Ouverture du cavalier du roi"),
    ("King's Pawn Game", "Début du pion roi"),
    ("King's Pawn Opening", "Ouverture du pion roi"),
    ("Kádas Opening", "Ouverture Kádas"),
    ("Lasker Simul Special", "Spéciale de Lasker en simultanée"),
    ("Latvian Gambit", "Gambit letton"),
    ("Latvian Gambit Accepted", "Gambit letton accepté"),
    ("Lemming Defense", "Défense lemming"),
    ("Lion Defense", "Défense du lion"),
    ("London System", "Système de Londres"),
    ("Marienbad System", "Système de Marienbad"),
    ("Mexican Defense", "Défense mexicaine"),
    ("Mieses Opening", "Ouverture Mieses"),
    ("Mikenas Defense", "Défense Mikenas"),
    ("Modern Defense", "Défense moderne"),
    ("Montevideo Defense", "Défense de Montevideo"),
    ("Neo-Grünfeld Defense", "Défense néo-Grünfeld"),
    ("Nimzo-Indian Defense", "Défense nimzo-indienne"),
    ("Nimzo-Larsen Attack", "Attaque Nimzo-Larsen"),
    ("Nimzowitsch Defense", "Défense Nimzowitsch"),
    ("Old Indian Defense", "Ancienne défense indienne"),
    ("Owen Defense", "Défense Owen"),
    ("Paleface Attack", "Attaque Visage pâle"),
    ("Petrov's Defense", "Défense Petrov"),
    ("Philidor Defense", "Défense Philidor"),
    ("Pirc Defense", "Défense Pirc"),
    ("Polish Defense", "Défense polonaise"),
    ("Polish Opening", "Ouverture polonaise"),
    ("Ponziani Opening", "Partie Ponziani"),
    ("Portuguese Opening", "Ouverture portugaise"),
    (
        "Pseudo Queen's Indian Defense",
        "Pseudo-défense ouest-indienne",
    ),
    ("Pterodactyl Defense", "Défense ptérodactyle"),
    ("Queen's Gambit", "Gambit dame"),
    ("Queen's Gambit Accepted", "Gambit dame accepté"),
    ("Queen's Gambit Declined", "Gambit dame refusé"),
    ("Queen's Indian Accelerated", "Ouest-indienne accélérée"),
    ("Queen's Indian Defense", "Défense ouest-indienne"),
    ("Queen's Pawn", "Pion dame"),
    ("Queen's Pawn Game", "Début du pion dame"),
    ("Rapport-Jobava System", "Système Rapport-Jobava"),
    ("Rat Defense", "Défense du rat"),
    ("Richter-Veresov Attack", "Attaque Richter-Veresov"),
    ("Robatsch Defense", "Défense Robatsch"),
    ("Rubinstein Opening", "Ouverture Rubinstein"),
    ("Ruy Lopez", "Partie espagnole"),
    ("Réti Opening", "Ouverture Réti"),
    ("Saragossa Opening", "Ouverture de Saragosse"),
    ("Scandinavian Defense", "Défense scandinave"),
    ("Scotch Game", "Partie écossaise"),
    ("Semi-Slav Defense", "Défense semi-slave"),
    ("Semi-Slav Defense Accepted", "Défense semi-slave acceptée"),
    ("Sicilian Defense", "Défense sicilienne"),
    ("Slav Defense", "Défense slave"),
    ("Slav Indian", "Défense slave-indienne"),
    ("Sodium Attack", "Attaque sodium"),
    ("St. George Defense", "Défense Saint-Georges"),
    ("Tarrasch Defense", "Défense Tarrasch"),
    ("Three Knights Opening", "Partie des trois cavaliers"),
    ("Torre Attack", "Attaque Torre"),
    ("Trompowsky Attack", "Attaque Trompowsky"),
    ("Valencia Opening", "Ouverture de Valence"),
    ("Van Geet Opening", "Ouverture Van Geet"),
    ("Van't Kruijs Opening", "Ouverture Van't Kruijs"),
    ("Vienna Gambit", "Gambit viennois"),
    ("Vienna Game", "Partie viennoise"),
    ("Vulture Defense", "Défense du vautour"),
    ("Wade Defense", "Défense Wade"),
    ("Ware Defense", "Défense Ware"),
    ("Ware Opening", "Ouverture Ware"),
    ("Yusupov-Rubinstein System", "Système Youssoupov-Rubinstein"),
    ("Zaire Defense", "Défense zaïroise"),
    ("Zukertort Defense", "Défense Zukertort"),
    ("Zukertort Opening", "Ouverture Zukertort"),
];

/// The gender of a French noun, which the words that qualify it follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gender {
    Masculine,
    Feminine,
}

/// The kinds of line, last in an English variation's name and first in
/// its French one: the English, the French noun, its gender.
const KINDS: &[(&str, &str, Gender)] = &[
    ("Variation", "variante", Gender::Feminine),
    ("Variations", "variantes", Gender::Feminine),
    ("Line", "ligne", Gender::Feminine),
    ("Attack", "attaque", Gender::Feminine),
    ("Defense", "défense", Gender::Feminine),
    ("Gambit", "gambit", Gender::Masculine),
    ("Countergambit", "contre-gambit", Gender::Masculine),
    ("Counterattack", "contre-attaque", Gender::Feminine),
    ("System", "système", Gender::Masculine),
    ("Formation", "formation", Gender::Feminine),
    ("Opening", "ouverture", Gender::Feminine),
    ("Game", "partie", Gender::Feminine),
    ("Trap", "piège", Gender::Masculine),
    ("Sacrifice", "sacrifice", Gender::Masculine),
    ("Mate", "mat", Gender::Masculine),
    ("Bind", "étau", Gender::Masculine),
    ("Setup", "dispositif", Gender::Masculine),
    ("Structure", "structure", Gender::Feminine),
    ("Expansion", "expansion", Gender::Feminine),
    ("Endgame", "finale", Gender::Feminine),
    ("Check", "échec", Gender::Masculine),
    ("Pterodactyl", "ptérodactyle", Gender::Masculine),
];

/// How a line was met, after its kind: English, French masculine, French
/// feminine.
const OUTCOMES: &[(&str, &str, &str)] = &[
    ("Accepted", "accepté", "acceptée"),
    ("Declined", "refusé", "refusée"),
    ("Refused", "refusé", "refusée"),
    ("Deferred", "différé", "différée"),
    ("Delayed", "retardé", "retardée"),
    ("Reversed", "inversé", "inversée"),
];

/// What a word or a group of words of a variation's name is in French.
#[derive(Clone, Copy)]
enum Term {
    /// An adjective, masculine and feminine: it follows the kind.
    Adjective(&'static str, &'static str),
    /// A complement, « du dragon », « d'échange »: it follows the kind.
    Complement(&'static str),
}

/// A glossary entry for an adjective: English, French masculine, feminine.
const fn adjective(
    english: &'static str,
    masculine: &'static str,
    feminine: &'static str,
) -> (&'static str, Term) {
    (english, Term::Adjective(masculine, feminine))
}

/// A glossary entry for a complement: English, French.
const fn complement(english: &'static str, french: &'static str) -> (&'static str, Term) {
    (english, Term::Complement(french))
}

/// The glossary of the variations' words: English (one to three words)
/// and French. A word not found here is a proper name and stays as it is.
const GLOSSARY: &[(&str, Term)] = &[
    // Adjectives.
    adjective("Classical", "classique", "classique"),
    adjective("Semi-Classical", "semi-classique", "semi-classique"),
    adjective("Modern", "moderne", "moderne"),
    adjective("Closed", "fermé", "fermée"),
    adjective("Open", "ouvert", "ouverte"),
    adjective("Normal", "normal", "normale"),
    adjective("Orthodox", "orthodoxe", "orthodoxe"),
    adjective("Symmetrical", "symétrique", "symétrique"),
    adjective("Reversed", "inversé", "inversée"),
    adjective("Accelerated", "accéléré", "accélérée"),
    adjective("Hyperaccelerated", "hyperaccéléré", "hyperaccélérée"),
    adjective("Quiet", "tranquille", "tranquille"),
    adjective("Traditional", "traditionnel", "traditionnelle"),
    adjective("Positional", "positionnel", "positionnelle"),
    adjective("Defensive", "défensif", "défensive"),
    adjective("Central", "central", "centrale"),
    adjective("Old", "ancien", "ancienne"),
    adjective("New", "nouveau", "nouvelle"),
    adjective("Early", "précoce", "précoce"),
    adjective("Double", "double", "double"),
    adjective("Hybrid", "hybride", "hybride"),
    adjective("Long", "long", "longue"),
    adjective("Main", "principal", "principale"),
    adjective("Delayed", "retardé", "retardée"),
    adjective("Deferred", "différé", "différée"),
    adjective("Poisoned", "empoisonné", "empoisonnée"),
    adjective("Berlin", "berlinois", "berlinoise"),
    adjective("English", "anglais", "anglaise"),
    adjective("Spanish", "espagnol", "espagnole"),
    adjective("Russian", "russe", "russe"),
    adjective("Austrian", "autrichien", "autrichienne"),
    adjective("Hungarian", "hongrois", "hongroise"),
    adjective("Polish", "polonais", "polonaise"),
    adjective("Portuguese", "portugais", "portugaise"),
    adjective("Dutch", "hollandais", "hollandaise"),
    adjective("French", "français", "française"),
    adjective("Italian", "italien", "italienne"),
    adjective("Swiss", "suisse", "suisse"),
    adjective("Norwegian", "norvégien", "norvégienne"),
    adjective("Siberian", "sibérien", "sibérienne"),
    adjective("Yugoslav", "yougoslave", "yougoslave"),
    adjective("Scotch", "écossais", "écossaise"),
    adjective("Sicilian", "sicilien", "sicilienne"),
    adjective("Scandinavian", "scandinave", "scandinave"),
    adjective("Czech", "tchèque", "tchèque"),
    adjective("Baltic", "balte", "balte"),
    adjective("Catalan", "catalan", "catalane"),
    adjective("Eastern", "oriental", "orientale"),
    adjective("Western", "occidental", "occidentale"),
    adjective("Slav", "slave", "slave"),
    adjective("Semi-Slav", "semi-slave", "semi-slave"),
    adjective("Anglo-Slav", "anglo-slave", "anglo-slave"),
    adjective("King's Indian", "est-indien", "est-indienne"),
    adjective("Queen's Indian", "ouest-indien", "ouest-indienne"),
    adjective("Anglo-Indian", "anglo-indien", "anglo-indienne"),
    adjective("Nimzo-Indian", "nimzo-indien", "nimzo-indienne"),
    adjective("Bogo-Indian", "bogo-indien", "bogo-indienne"),
    adjective("Old Indian", "ancien indien", "ancienne indienne"),
    adjective("Indian", "indien", "indienne"),
    adjective("Vienna", "viennois", "viennoise"),
    adjective("Anglo-Dutch", "anglo-hollandais", "anglo-hollandaise"),
    adjective("Nimzo-Dutch", "nimzo-hollandais", "nimzo-hollandaise"),
    adjective("Franco-Sicilian", "franco-sicilien", "franco-sicilienne"),
    adjective("Neo-Modern", "néo-moderne", "néo-moderne"),
    adjective("Anti-Modern", "anti-moderne", "anti-moderne"),
    adjective("Pseudo-Spanish", "pseudo-espagnol", "pseudo-espagnole"),
    adjective("Pseudo-Slav", "pseudo-slave", "pseudo-slave"),
    adjective("Accepted", "accepté", "acceptée"),
    adjective("Declined", "refusé", "refusée"),
    adjective(
        "Fully Accepted",
        "entièrement accepté",
        "entièrement acceptée",
    ),
    adjective("Hippopotamus", "hippopotame", "hippopotame"),
    adjective("Shy", "timide", "timide"),
    adjective("Rare", "rare", "rare"),
    // Complements.
    complement("Main Line", "de la ligne principale"),
    complement("Exchange", "d'échange"),
    complement("Advance", "d'avance"),
    complement("Dragon", "du dragon"),
    complement("Fianchetto", "du fianchetto"),
    complement("Double Fianchetto", "du double fianchetto"),
    complement("Center", "du centre"),
    complement("Poisoned Pawn", "du pion empoisonné"),
    complement("Two Knights", "des deux cavaliers"),
    complement("Three Knights", "des trois cavaliers"),
    complement("Four Knights", "des quatre cavaliers"),
    complement("Two Pawns", "des deux pions"),
    complement("Four Pawns", "des quatre pions"),
    complement("Two Bishops", "des deux fous"),
    complement("Knights", "des cavaliers"),
    complement("Pawns", "des pions"),
    complement("Pawn", "du pion"),
    complement("King's Pawn", "du pion roi"),
    complement("Queen's Pawn", "du pion dame"),
    complement("King's Knight", "du cavalier du roi"),
    complement("Queen's Knight", "du cavalier de la dame"),
    complement("King's Bishop", "du fou du roi"),
    complement("Queen's Bishop", "du fou de la dame"),
    complement("King's Gambit", "du gambit du roi"),
    complement("Queen's Gambit", "du gambit dame"),
    complement("Bishop's", "du fou"),
    complement("Bishop", "du fou"),
    complement("Knight's", "du cavalier"),
    complement("Knight", "du cavalier"),
    complement("King's", "du roi"),
    complement("King", "du roi"),
    complement("Queen's", "de la dame"),
    complement("Queen", "de la dame"),
    complement("Rook", "de la tour"),
    complement("Kingside", "de l'aile roi"),
    complement("Queenside", "de l'aile dame"),
    complement("Wing", "de l'aile"),
    complement("Hedgehog", "du hérisson"),
    complement("Pin", "du clouage"),
    complement("Retreat", "de la retraite"),
    complement("Lion", "du lion"),
    complement("Lion's", "du lion"),
    complement("Rat", "du rat"),
    complement("Bayonet", "à la baïonnette"),
    complement("Transfer", "du transfert"),
    complement("Invitation", "de l'invitation"),
    complement("Move Order", "de l'ordre des coups"),
    complement("Fried Liver", "du foie frit"),
    complement("Noah's Ark", "de l'arche de Noé"),
    complement("Elephant", "de l'éléphant"),
    complement("Venice", "de Venise"),
    complement("Moscow", "de Moscou"),
    complement("Leningrad", "de Leningrad"),
    complement("Paris", "de Paris"),
    complement("Budapest", "de Budapest"),
    complement("Cambridge Springs", "de Cambridge Springs"),
    complement("Carlsbad", "de Carlsbad"),
    complement("Brooklyn", "de Brooklyn"),
    complement("Manhattan", "de Manhattan"),
    complement("Barmen", "de Barmen"),
    complement("St. Petersburg", "de Saint-Pétersbourg"),
    complement("London", "de Londres"),
    complement("Pterodactyl", "du ptérodactyle"),
    complement("Stonewall", "Stonewall"),
];

/// Whole parts of a name that the rules above would not put right: an
/// adjective that qualifies a noun of the part and not its kind.
const WHOLE: &[(&str, &str)] = &[
    ("Accelerated Dragon", "dragon accéléré"),
    ("Hyperaccelerated Dragon", "dragon hyperaccéléré"),
    ("Rare Defenses", "défenses rares"),
    ("Reversed Sicilian", "sicilienne inversée"),
    ("Modern Variations", "variantes modernes"),
    // Nicknames and English words the glossary would otherwise leave
    // as if they were proper names.
    ("Aged Gibbon Gambit", "gambit du vieux gibbon"),
    ("American Attack", "attaque américaine"),
    ("American Variation", "variante américaine"),
    ("Anglo-Lithuanian Variation", "variante anglo-lituanienne"),
    ("Anglo-Scandinavian Defense", "défense anglo-scandinave"),
    ("Anti-Classical Line", "ligne anticlassique"),
    ("Anti-Fried Liver Defense", "défense anti-foie frit"),
    ("Anti-Qxd4 Move Order", "ordre de coups anti-Dxd4"),
    (
        "Anti-Qxd4 Move Order Accepted",
        "ordre de coups anti-Dxd4 accepté",
    ),
    ("Arctic Defense", "défense arctique"),
    ("Argentine Counterattack", "contre-attaque argentine"),
    ("Argentine Variation", "variante argentine"),
    ("Batavo-Polish Attack", "attaque batavo-polonaise"),
    ("Big Center Variation", "variante du grand centre"),
    ("Big Clamp Formation", "formation du grand étau"),
    ("Bird Invitation", "invitation Bird"),
    ("Bishop Check Line", "ligne de l'échec du fou"),
    ("Castling Line", "ligne du roque"),
    ("Check Variation", "variante de l'échec"),
    ("Chigorin Plan", "plan Chigorin"),
    ("Chinese Dragon", "dragon chinois"),
    ("Chinese Gambit", "gambit chinois"),
    ("Chinese Variation", "variante chinoise"),
    ("Compromised Defense", "défense compromise"),
    ("Czech-Indian", "indienne tchèque"),
    ("Delayed Castling Line", "ligne du roque retardé"),
    ("Döry Indian", "indienne Döry"),
    ("Dragon Transfer", "transfert du dragon"),
    ("Drunken Cavalry Variation", "variante de la cavalerie ivre"),
    ("Drunken Knight Variation", "variante du cavalier ivre"),
    ("Endgame Offer", "offre de finale"),
    ("Endgame Variation", "variante de la finale"),
    ("Extended Bishop Swap", "échange de fous prolongé"),
    ("Flexible Defense", "défense flexible"),
    ("Flexible Formation", "formation flexible"),
    ("Flexible Line", "ligne flexible"),
    ("Fool's Mate", "mat de l'idiot"),
    ("French Connection", "connexion française"),
    ("Full Line", "ligne complète"),
    ("Full Symmetry", "symétrie complète"),
    ("Full Symmetry Line", "ligne de symétrie complète"),
    ("Gibbon Gambit", "gambit du gibbon"),
    ("Great Snake Variation", "variante du grand serpent"),
    ("Horsefly Defense", "défense du taon"),
    ("Horsefly Gambit", "gambit du taon"),
    ("Icelandic Defense", "défense islandaise"),
    ("Icelandic-Palme Gambit", "gambit islandais-Palme"),
    ("Kitchener Folly", "folie Kitchener"),
    ("Lasker Simul Gambit", "gambit Lasker en simultanée"),
    ("Lion Claw Gambit", "gambit de la griffe du lion"),
    ("Lion's Cave", "antre du lion"),
    ("Lion's Claw", "griffe du lion"),
    ("Lithuanian Variation", "variante lituanienne"),
    ("Lizard Defense", "défense du lézard"),
    ("Myers Polish Attack", "attaque polonaise Myers"),
    ("Outflank Variation", "variante du débordement"),
    ("Panov Transfer", "transfert Panov"),
    ("Pawn Push Variation", "variante de la poussée de pion"),
    ("Pawn Storm Variation", "variante de l'assaut de pions"),
    ("Pirc Connection", "connexion Pirc"),
    ("Pirc Invitation", "invitation Pirc"),
    ("Push Variation", "variante de la poussée"),
    ("Queen's Gambit Invitation", "invitation au gambit dame"),
    ("Queenside Storm Line", "ligne de l'assaut à l'aile dame"),
    ("Raptor Variation", "variante du raptor"),
    ("Rooks Swap Line", "ligne de l'échange des tours"),
    ("Santasiere's Folly", "folie de Santasiere"),
    ("Six Pawns Attack", "attaque des six pions"),
    ("Snake Variation", "variante du serpent"),
    ("Standard Defense", "défense standard"),
    ("Standard Development", "développement standard"),
    ("Standard Line", "ligne standard"),
    ("Sveshnikov Transfer", "transfert Sveshnikov"),
    ("The Goblin", "le gobelin"),
    ("The Potato", "la pomme de terre"),
    ("The Squirrel", "l'écureuil"),
    ("The Walrus", "le morse"),
    ("The Whale", "la baleine"),
    ("Ukrainian Defense", "défense ukrainienne"),
    ("Ukrainian Variation", "variante ukrainienne"),
    (
        "Ultra-Delayed Exchange Variation",
        "variante d'échange ultra-retardée",
    ),
    ("Ultra-Symmetrical Variation", "variante ultra-symétrique"),
    ("Valencian Variation", "variante valencienne"),
    ("Warsaw Gambit", "gambit de Varsovie"),
    ("Warsaw Variation", "variante de Varsovie"),
    ("Wayward Queen Attack", "attaque de la dame vagabonde"),
    ("West Indian Defense", "défense indienne occidentale"),
];

/// Words that keep their French form wherever they stand.
const WORDS: &[(&str, &str)] = &[
    ("St.", "Saint"),
    ("and", "et"),
    ("Two", "deux"),
    ("Three", "trois"),
    ("Four", "quatre"),
];

/// The French name of an opening from the parts of its English name in
/// the data set (the family first) and how many of them come before its
/// colon: "London System", "with Bd3" before it, "Steinitz Gambit" after.
pub(crate) fn translate<'a>(parts: impl IntoIterator<Item = &'a str>, head: usize) -> String {
    let mut parts = parts.into_iter();
    let family = parts.next().unwrap_or("");
    let mut out = FAMILIES
        .iter()
        .find(|(en, _)| *en == family)
        .map_or_else(|| family.to_string(), |(_, fr)| (*fr).to_string());
    let gender = gender_of(&out);
    for (index, part) in parts.enumerate() {
        out.push_str(if index + 1 == head { " : " } else { ", " });
        out.push_str(&component(part, gender));
    }
    out
}

/// The gender of a French name by its first noun.
fn gender_of(french: &str) -> Gender {
    let first = french.split([' ', '-']).next().unwrap_or("").to_lowercase();
    match first.as_str() {
        "gambit" | "contre" | "système" | "début" | "pion" | "orang" => Gender::Masculine,
        _ => Gender::Feminine,
    }
}

/// One part of a variation's name in French; `outer` is the gender of
/// what it qualifies when it names no kind of its own (« fermée »).
fn component(english: &str, outer: Gender) -> String {
    if let Some((_, french)) = WHOLE.iter().find(|(en, _)| *en == english) {
        return (*french).to_string();
    }
    if let Some(rest) = english.strip_prefix("with ") {
        // "with Bd3" → « avec Fd3 »; "with Max Lange Defense" → « avec la
        // défense Max Lange ».
        if rest.split(' ').all(looks_like_san) {
            return format!("avec {}", moves_in_french(rest));
        }
        let inner = component(rest, outer);
        let article = match kind_gender(rest) {
            _ if inner.starts_with(['a', 'e', 'é', 'i', 'o', 'u']) => "l'",
            Some(Gender::Masculine) => "le ",
            Some(Gender::Feminine) => "la ",
            None => "",
        };
        return format!("avec {article}{inner}");
    }
    let mut words: Vec<&str> = english.split(' ').filter(|word| !word.is_empty()).collect();
    // "… Accepted", "… Deferred": how the line was met, last.
    let mut outcomes = Vec::new();
    while let Some(last) = words.last() {
        match OUTCOMES.iter().find(|(en, _, _)| en == last) {
            Some(outcome) if words.len() > 1 || outcomes.is_empty() => {
                outcomes.push(*outcome);
                words.pop();
            }
            _ => break,
        }
    }
    outcomes.reverse();
    let kind = words
        .last()
        .and_then(|last| KINDS.iter().find(|(en, _, _)| en == last))
        .copied();
    if kind.is_some() {
        words.pop();
    }
    let gender = kind.map_or(outer, |(_, _, gender)| gender);
    let mut names = Vec::new();
    let mut complements = Vec::new();
    let mut adjectives = Vec::new();
    let mut index = 0;
    while index < words.len() {
        // The longest group of words the glossary knows, up to three.
        let found = (1..=3.min(words.len() - index)).rev().find_map(|length| {
            let group = words[index..index + length].join(" ");
            GLOSSARY
                .iter()
                .find(|(en, _)| *en == group)
                .map(|(_, term)| (length, *term))
        });
        match found {
            Some((length, Term::Adjective(masculine, feminine))) => {
                adjectives.push((masculine, feminine));
                index += length;
            }
            Some((length, Term::Complement(french))) => {
                complements.push(french.to_string());
                index += length;
            }
            None if index > 0 && KINDS.iter().any(|(en, _, _)| *en == words[index]) => {
                // A kind among the words that qualify another ("Paulsen
                // Attack Variation"): « de l'attaque Paulsen ».
                let (_, noun, kind_gender) = KINDS
                    .iter()
                    .find(|(en, _, _)| *en == words[index])
                    .copied()
                    .unwrap_or(KINDS[0]);
                let article = if noun.starts_with(['a', 'e', 'é', 'i', 'o', 'u']) {
                    "de l'"
                } else if kind_gender == Gender::Feminine {
                    "de la "
                } else {
                    "du "
                };
                let owner = std::mem::take(&mut names).join(" ");
                complements.push(format!("{article}{noun} {owner}").trim_end().to_string());
                index += 1;
            }
            None => {
                let word = words[index];
                let french = WORDS
                    .iter()
                    .find(|(en, _)| *en == word)
                    .map_or_else(|| proper_name(word), |(_, fr)| (*fr).to_string());
                names.push(french);
                index += 1;
            }
        }
    }
    let mut parts: Vec<String> = Vec::new();
    let mut gender = gender;
    if let Some((_, noun, _)) = kind {
        parts.push(noun.to_string());
    } else if names.is_empty() && !complements.is_empty() {
        // No kind to hang it on: the first noun stands for it, bare
        // (« Fianchetto » is « fianchetto », not « du fianchetto »), and the
        // adjectives follow its gender (« dragon hongrois »).
        let head = bare(&complements.remove(0)).to_string();
        gender = noun_gender(&head).unwrap_or(gender);
        parts.push(head);
    }
    // « variante Najdorf », « attaque anglaise », « variante du dragon »,
    // « variante anglaise du roi »: names, adjectives, complements.
    if !names.is_empty() {
        parts.push(names.join(" "));
    }
    parts.extend(adjectives.into_iter().map(|(masculine, feminine)| {
        if gender == Gender::Feminine {
            feminine
        } else {
            masculine
        }
        .to_string()
    }));
    parts.extend(complements);
    for (_, masculine, feminine) in outcomes {
        parts.push(
            if gender == Gender::Feminine {
                feminine
            } else {
                masculine
            }
            .to_string(),
        );
    }
    parts.join(" ")
}

/// The gender of the nouns the glossary's complements stand on, for the
/// adjectives that qualify one of them alone.
fn noun_gender(noun: &str) -> Option<Gender> {
    let masculine = [
        "dragon",
        "fianchetto",
        "double fianchetto",
        "centre",
        "échange",
        "pion",
        "clouage",
        "transfert",
        "hérisson",
        "lion",
        "rat",
        "ptérodactyle",
        "fou",
        "roi",
        "cavalier",
        "gambit du roi",
        "gambit dame",
        "pion roi",
        "pion dame",
        "ordre des coups",
    ];
    let feminine = [
        "invitation",
        "aile",
        "retraite",
        "avance",
        "dame",
        "tour",
        "ligne principale",
        "aile roi",
        "aile dame",
        "arche de Noé",
    ];
    if masculine.contains(&noun) {
        Some(Gender::Masculine)
    } else if feminine.contains(&noun) {
        Some(Gender::Feminine)
    } else {
        None
    }
}

/// A complement without its preposition and article: « du dragon » →
/// « dragon », « de l'aile » → « aile ».
fn bare(complement: &str) -> &str {
    ["du ", "de la ", "de l'", "des ", "d'", "de ", "à la "]
        .iter()
        .find_map(|prefix| complement.strip_prefix(prefix))
        .unwrap_or(complement)
}

/// The gender of the kind of line an English part names, if it names one.
fn kind_gender(english: &str) -> Option<Gender> {
    let mut words: Vec<&str> = english.split(' ').collect();
    while words.len() > 1
        && words
            .last()
            .is_some_and(|last| OUTCOMES.iter().any(|(en, _, _)| en == last))
    {
        words.pop();
    }
    let last = words.last()?;
    KINDS
        .iter()
        .find(|(en, _, _)| en == last)
        .map(|(_, _, gender)| *gender)
}

/// A proper name as French writes it in a name: "Morphy's" → "Morphy";
/// a move in SAN takes the French piece letters.
fn proper_name(word: &str) -> String {
    if looks_like_san(word) {
        return moves_in_french(word);
    }
    word.strip_suffix("'s").unwrap_or(word).to_string()
}

/// Whether `word` is a move in SAN ("Bd3", "Nxe5", "g3", "O-O", "3.Nf3").
fn looks_like_san(word: &str) -> bool {
    let bare = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
    let mut chars = bare.chars();
    match chars.next() {
        Some('K' | 'Q' | 'R' | 'B' | 'N') => {
            bare.len() >= 3
                && bare
                    .chars()
                    .skip(1)
                    .all(|c| matches!(c, 'a'..='h' | '1'..='8' | 'x' | '+' | '#'))
        }
        Some('a'..='h') => {
            bare.len() >= 2
                && chars.all(|c| matches!(c, 'a'..='h' | '1'..='8' | 'x' | '+' | '#' | '='))
        }
        _ => false,
    }
}

/// Moves in SAN with the French piece letters: "Bd3 Nf3" → "Fd3 Cf3".
fn moves_in_french(moves: &str) -> String {
    moves
        .split(' ')
        .map(|word| {
            if !looks_like_san(word) {
                return word.to_string();
            }
            word.chars()
                .map(|c| match c {
                    'K' => 'R',
                    'Q' => 'D',
                    'R' => 'T',
                    'B' => 'F',
                    'N' => 'C',
                    other => other,
                })
                .collect()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`translate`] of a whole English name, split as the table splits it.
    fn french(english: &str) -> String {
        let (head, rest) = english.split_once(": ").unwrap_or((english, ""));
        let mut parts: Vec<&str> = head.split(", ").collect();
        let before_colon = parts.len();
        parts.extend(rest.split(", ").filter(|part| !part.is_empty()));
        translate(parts, before_colon)
    }

    #[test]
    fn every_whole_translation_is_used() {
        // A hand-written translation that no name of the data set uses is
        // a typo, or a name the data set dropped.
        let names: Vec<String> = crate::Opening::all().map(|o| o.english()).collect();
        for (part, _) in WHOLE {
            assert!(
                names
                    .iter()
                    .any(|name| name.split([':', ',']).any(|p| p.trim() == *part)),
                "{part:?} is in no name"
            );
        }
    }

    #[test]
    fn the_families_every_beginner_meets() {
        for (english, french) in [
            ("Italian Game", "Partie italienne"),
            ("Sicilian Defense", "Défense sicilienne"),
            ("Queen's Gambit Declined", "Gambit dame refusé"),
            ("Ruy Lopez", "Partie espagnole"),
            ("French Defense", "Défense française"),
            ("Caro-Kann Defense", "Défense Caro-Kann"),
            ("Queen's Pawn Game", "Début du pion dame"),
            ("Scandinavian Defense", "Défense scandinave"),
        ] {
            assert_eq!(self::french(english), french);
        }
    }

    #[test]
    fn variations_put_their_kind_first_and_agree_with_it() {
        for (english, french) in [
            (
                "Sicilian Defense: Najdorf Variation",
                "Défense sicilienne : variante Najdorf",
            ),
            (
                "Sicilian Defense: Dragon Variation, Yugoslav Attack",
                "Défense sicilienne : variante du dragon, attaque yougoslave",
            ),
            (
                "Sicilian Defense: Accelerated Dragon",
                "Défense sicilienne : dragon accéléré",
            ),
            (
                "Queen's Gambit Declined: Exchange Variation",
                "Gambit dame refusé : variante d'échange",
            ),
            (
                "French Defense: Advance Variation",
                "Défense française : variante d'avance",
            ),
            (
                "Italian Game: Two Knights Defense, Fried Liver Attack",
                "Partie italienne : défense des deux cavaliers, attaque du foie frit",
            ),
            (
                "Ruy Lopez: Marshall Attack",
                "Partie espagnole : attaque Marshall",
            ),
            (
                "Ruy Lopez: Steinitz Defense Deferred",
                "Partie espagnole : défense Steinitz différée",
            ),
            ("Ruy Lopez: Closed", "Partie espagnole : fermée"),
            (
                "Sicilian Defense: Smith-Morra Gambit Accepted",
                "Défense sicilienne : gambit Smith-Morra accepté",
            ),
            ("London System, with Bd3", "Système de Londres, avec Fd3"),
            (
                "Ruy Lopez: Noah's Ark Trap",
                "Partie espagnole : piège de l'arche de Noé",
            ),
            (
                "Sicilian Defense: Main Line",
                "Défense sicilienne : ligne principale",
            ),
            (
                "Vienna Gambit, with Max Lange Defense: Steinitz Gambit",
                "Gambit viennois, avec la défense Max Lange : gambit Steinitz",
            ),
        ] {
            assert_eq!(self::french(english), french, "{english}");
        }
    }
}
