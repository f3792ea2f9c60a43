//! The diagram's words (« Diagramme », in the export dialog and wherever a
//! position can be downloaded as a picture), in French and English.

use crate::words::texts_table;

texts_table! {
    /// The diagram's labels in one language.
    pub struct DiagramTexts;
    /// The labels in `lang`.
    pub fn texts;

    /// The section's heading.
    heading: "Diagramme", "Diagram";
    /// The choice of colours.
    theme: "Couleurs", "Colours";
    /// The board's own colours.
    board: "Échiquier", "Board";
    /// Black and white, for paper.
    print: "Impression (noir et blanc)", "Print (black and white)";
    /// The SVG download.
    download_svg: "Télécharger le SVG", "Download the SVG";
    /// The PNG download.
    download_png: "Télécharger le PNG", "Download the PNG";
    /// The PNG's scale.
    scale: "Taille du PNG", "PNG size";
    /// The clipboard.
    copy_image: "Copier l'image", "Copy the image";
    /// The image is on the clipboard.
    copied: "Image copiée.", "Image copied.";
    /// The clipboard refused.
    copy_refused:
        "Le navigateur n'a pas permis de copier l'image : téléchargez-la.",
        "The browser did not let the image be copied: download it instead.";
    /// The browser could not draw the PNG.
    png_failed:
        "Le navigateur n'a pas pu dessiner le PNG : téléchargez le SVG.",
        "The browser could not draw the PNG: download the SVG instead.";
    /// The diagram is on its way (the module of diagrams loading).
    waiting: "Préparation du diagramme…", "Preparing the diagram…";
    /// The module of diagrams could not load.
    unavailable:
        "Le diagramme n'a pas pu être préparé : vérifiez la connexion, puis rouvrez cette page ou ce panneau.",
        "The diagram could not be prepared: check the connection, then open this page or panel again.";
    /// The download was refused.
    download_refused: "Le téléchargement a été refusé.", "The download was refused.";
}

/// A PNG's scale and size, the same in both languages: `2× (720 × 760 px)`.
pub fn scale_label(scale: u32, width: u32, height: u32) -> String {
    format!("{scale}× ({} × {} px)", width * scale, height * scale)
}
