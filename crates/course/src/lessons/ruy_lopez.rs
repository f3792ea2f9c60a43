//! La partie espagnole (Ruy Lopez): 1.e4 e5 2.Nf3 Nc6 3.Bb5, its main
//! lines, and the Noah's Ark trap.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "ruy-lopez",
    group: Group::Openings,
    title: t("La partie espagnole", "The Ruy Lopez"),
    intro: t(
        "1.e4 e5 2.Cf3 Cc6 3.Fb5 : le fou attaque le cavalier qui défend e5. Les Noirs le \
         questionnent souvent par 3...a6 (défense Morphy) ; les Blancs reculent en a4, roquent, \
         puis jouent Te1, c3 et d4. 3...Cf6 est la défense berlinoise.",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5: the bishop attacks the knight that defends e5. Black often \
         asks it the question with 3...a6 (the Morphy Defence); White retreats to a4, castles, \
         then plays Re1, c3 and d4. 3...Nf6 is the Berlin Defence.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Jouez le coup de l'ouverture : la partie espagnole avec les Blancs.",
                "Play the opening's move: the Ruy Lopez with White.",
            ),
            &["e4", "e5", "Nf3", "Nc6", "Bb5"],
        )
        .hints(&[hint(
            "3.Bc4",
            "3.Fc4 est la partie italienne : l'espagnole place le fou en b5, contre le \
             cavalier qui défend e5.",
            "3.Bc4 is the Italian Game: the Ruy Lopez puts the bishop on b5, against the \
             knight that defends e5.",
        )])
        .opening("C60", "Partie espagnole", "Ruy Lopez")
        .note(
            "3.Fb5 attaque le défenseur du pion e5 et prépare le roque.",
            "3.Bb5 attacks the defender of the e5 pawn and prepares castling.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense Morphy.",
                "With Black, play the Morphy Defence.",
            ),
            &["a6", "Ba4", "Nf6"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5")
        .opening(
            "C70",
            "Partie espagnole : défense Morphy",
            "Ruy Lopez: Morphy Defense",
        )
        .note(
            "3...a6 questionne le fou ; après 4.Fa4, 4...Cf6 développe en attaquant e4.",
            "3...a6 asks the bishop the question; after 4.Ba4, 4...Nf6 develops and attacks \
             e4.",
        ),
        Exercise::book(
            t(
                "Gardez le fou, puis mettez votre roi à l'abri.",
                "Keep the bishop, then shelter your king.",
            ),
            &["Ba4", "Nf6", "O-O"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5 a6")
        .opening(
            "C78",
            "Partie espagnole : défense Morphy",
            "Ruy Lopez: Morphy Defense",
        )
        .note(
            "4.Fa4 garde la pression sur c6 ; 5.O-O met le roi à l'abri : e4 n'est pas \
             vraiment en danger.",
            "4.Ba4 keeps the pressure on c6; 5.O-O shelters the king: e4 is not really in \
             danger.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense berlinoise.",
                "With Black, play the Berlin Defence.",
            ),
            &["Nf6"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5")
        .opening(
            "C65",
            "Partie espagnole : défense berlinoise",
            "Ruy Lopez: Berlin Defense",
        )
        .note(
            "3...Cf6 développe et contre-attaque e4 : la défense berlinoise.",
            "3...Nf6 develops and counter-attacks e4: the Berlin Defence.",
        ),
        Exercise::book(
            t(
                "Les Noirs jouent : choisissez une suite de l'espagnole fermée ou ouverte.",
                "Black to play: choose a line of the closed or the open Ruy Lopez.",
            ),
            &["Be7|Nxe4|b5"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O")
        .opening("C84", "Partie espagnole : fermée", "Ruy Lopez: Closed")
        .note(
            "5...Fe7 (espagnole fermée) prépare le roque ; 5...Cxe4 (espagnole ouverte) prend \
             le pion ; 5...b5 chasse le fou.",
            "5...Be7 (the closed Ruy Lopez) prepares castling; 5...Nxe4 (the open Ruy Lopez) \
             takes the pawn; 5...b5 drives the bishop back.",
        ),
        Exercise::book(
            t(
                "La ligne principale de l'espagnole fermée : jouez les coups des Blancs.",
                "The main line of the closed Ruy Lopez: play White's moves.",
            ),
            &["Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7")
        .opening("C92", "Partie espagnole : fermée", "Ruy Lopez: Closed")
        .note(
            "6.Te1 défend e4, 7.Fb3 garde le fou, 8.c3 prépare d4, 9.h3 empêche ...Fg4.",
            "6.Re1 defends e4, 7.Bb3 keeps the bishop, 8.c3 prepares d4, 9.h3 stops ...Bg4.",
        ),
        Exercise::book(
            t(
                "Les Blancs ont pris en c6 puis en e5. Regagnez le pion.",
                "White took on c6, then on e5. Win the pawn back.",
            ),
            &["Qd4", "Nf3", "Qxe4+"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Nxe5")
        .opening(
            "C68",
            "Partie espagnole : variante d'échange",
            "Ruy Lopez: Exchange Variation",
        )
        .note(
            "5...Dd4 attaque à la fois le cavalier e5 et le pion e4 : les Noirs regagnent le \
             pion avec échec.",
            "5...Qd4 attacks both the e5 knight and the e4 pawn: Black wins the pawn back with \
             check.",
        ),
        Exercise::book(
            t(
                "Le piège de l'arche de Noé : la dame blanche a pris en d4. Enfermez le fou b3.",
                "The Noah's Ark trap: the white queen took on d4. Trap the b3 bishop.",
            ),
            &["c5", "Qd5", "Be6", "Qc6+", "Bd7", "Qd5", "c4"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 b5 Bb3 d6 d4 Nxd4 Nxd4 exd4 Qxd4")
        .opening(
            "C71",
            "Partie espagnole : piège de l'arche de Noé",
            "Ruy Lopez: Noah's Ark Trap",
        )
        .note(
            "8...c5 chasse la dame, 9...Fe6 et 10...Fd7 la repoussent, puis 11...c4 : les \
             pions a6, b5, c4 forment l'arche qui enferme le fou.",
            "8...c5 drives the queen away, 9...Be6 and 10...Bd7 push it back, then 11...c4: \
             the a6, b5, c4 pawns form the ark that traps the bishop.",
        ),
        Exercise::book(
            t(
                "Évitez le piège de l'arche de Noé : ne reprenez pas en d4 avec la dame.",
                "Avoid the Noah's Ark trap: do not take back on d4 with the queen.",
            ),
            &["c3|Bd5"],
        )
        .after("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 b5 Bb3 d6 d4 Nxd4 Nxd4 exd4")
        .hints(&[hint(
            "8.Qxd4",
            "8.Dxd4 ?? tombe dans le piège de l'arche de Noé : 8...c5 9.Dd5 Fe6 10.Dc6+ Fd7 \
             11.Dd5 c4 enferme le fou b3.",
            "8.Qxd4?? falls into the Noah's Ark trap: 8...c5 9.Qd5 Be6 10.Qc6+ Bd7 11.Qd5 c4 \
             traps the b3 bishop.",
        )])
        .opening(
            "C70",
            "Partie espagnole : défense Morphy, variante Caro",
            "Ruy Lopez: Morphy Defense, Caro Variation",
        )
        .note(
            "8.c3 offre un pion pour le développement ; 8.Fd5 sort le fou de la nasse.",
            "8.c3 offers a pawn for development; 8.Bd5 gets the bishop out of the net.",
        ),
    ],
};
